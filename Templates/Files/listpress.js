/*
 * ListPress page script: only what a static page cannot do by itself.
 * Pages work without it and show their declared state.
 *
 * - The Edit/Done button ([data-listpress-edit], hidden until this runs)
 *   switches the `is-editing` class of the page's root element; the
 *   stylesheet shows and hides the accessories that depend on editing.
 * - A favourite toggle (button.lp-favorite) flips `aria-pressed` and its
 *   symbol, and is remembered per page and item id in localStorage.
 * - A press on a swipe action (.lp-swipe-action or .lp-menu-action) fires
 *   `listpress:swipeaction` on it: a bubbling CustomEvent whose detail is
 *   { itemId, side, index, title }.
 * - The search field (.lp-search, hidden until this runs) filters the rows
 *   as the reader types, and fires `listpress:search` with { text, scope }.
 * - A press on an empty state's button (.lp-unavailable-button) fires
 *   `listpress:contentunavailablebutton` on it, with { id, title }.
 * - Dragging along the section index (nav.lp-section-index) goes to each
 *   section whose title the finger or pointer passes, as UIKit's index
 *   does; a title pressed is also a link to its section.
 * - A press on a bar button item (.lp-bar-button) fires
 *   `listpress:barbuttonitem` on it: a bubbling CustomEvent whose detail is
 *   { id, systemItem, title } (null for what the item does not have). An
 *   Edit item (data-listpress-edit) also switches editing.
 *
 * No inline handlers: one deferred file, delegated click and pointerdown listeners.
 */
(() => {
  'use strict';

  const favoritesKey = 'listpress:favorites:' + location.pathname;

  /** The remembered favourites of this page: { itemId: true | false }. */
  function readFavorites() {
    try {
      const stored = JSON.parse(localStorage.getItem(favoritesKey));
      return stored && typeof stored === 'object' ? stored : {};
    } catch {
      return {};
    }
  }

  function writeFavorites(favorites) {
    try {
      localStorage.setItem(favoritesKey, JSON.stringify(favorites));
    } catch {
      // Storage refused (private mode, file quota): the toggle still works.
    }
  }

  /** The favourite toggles of item `itemId`. */
  function favoriteButtons(itemId) {
    return [...document.querySelectorAll('button.lp-favorite')].filter(button => button.dataset.itemId === itemId);
  }

  function showFavorite(button, on) {
    button.setAttribute('aria-pressed', String(on));
    const symbol = button.querySelector('[data-symbol]');
    if (symbol) symbol.dataset.symbol = on ? button.dataset.symbolOn : button.dataset.symbolOff;
  }

  function toggleFavorite(button) {
    const on = button.getAttribute('aria-pressed') !== 'true';
    const itemId = button.dataset.itemId;
    for (const each of favoriteButtons(itemId)) showFavorite(each, on);
    const favorites = readFavorites();
    favorites[itemId] = on;
    writeFavorites(favorites);
  }

  function toggleEditing(button) {
    const root = document.documentElement;
    const editing = root.classList.toggle('is-editing');
    button.textContent = editing ? 'Done' : 'Edit';
  }

  /**
   * An action's item is the one its menu names (data-item-id: the item's id, prefixed
   * as the item's own in a fragment) or whose row holds it.
   */
  function fireSwipeAction(button) {
    const menu = button.closest('.lp-actions-menu');
    const itemId = menu ? menu.dataset.itemId : button.closest('.lp-item').id;
    const side = button.closest('[data-side]').dataset.side;
    const title = button.querySelector('.lp-action-title')?.textContent ?? null;
    button.dispatchEvent(new CustomEvent('listpress:swipeaction', {
      bubbles: true,
      detail: { itemId, side, index: Number(button.dataset.index), title },
    }));
    // The row slides back over its actions once one is chosen.
    const swipe = document.getElementById(itemId)?.querySelector('.lp-swipe');
    if (swipe) {
      swipe.querySelector('.lp-swipe-track').scrollTo({ left: 0, behavior: 'smooth' });
      swipe.scrollTo({ left: 0, behavior: 'smooth' });
    }
  }

  function fireBarButtonItem(button) {
    button.dispatchEvent(new CustomEvent('listpress:barbuttonitem', {
      bubbles: true,
      detail: {
        id: button.dataset.itemId ?? null,
        systemItem: button.dataset.systemItem ?? null,
        title: button.dataset.title ?? null,
      },
    }));
  }

  /** The title of `index` level with the pointer of `event`, or null. */
  function indexTitleAt(index, event) {
    const box = index.getBoundingClientRect();
    const y = Math.min(Math.max(event.clientY, box.top + 1), box.bottom - 1);
    return document.elementFromPoint(box.left + box.width / 2, y)?.closest('.lp-section-index a') ?? null;
  }

  /** Follows the pointer pressed on the section index until it is let go. */
  function dragAlongIndex(index, event) {
    event.preventDefault();
    try {
      index.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic event): moves still reach the index.
    }
    let shown = null;
    const jump = moved => {
      const title = indexTitleAt(index, moved);
      if (!title || title === shown) return;
      shown = title;
      const section = document.getElementById(decodeURIComponent(title.hash.slice(1)));
      if (!section) return;
      section.scrollIntoView({ block: 'start' });
      // Rows drawn on the way in (content-visibility) can move the section:
      // it is put back at the top for a few frames, while it is still the one shown.
      let frames = 3;
      const settle = () => {
        if (shown !== title) return;
        section.scrollIntoView({ block: 'start' });
        if (--frames > 0) requestAnimationFrame(settle);
      };
      requestAnimationFrame(settle);
    };
    const stop = () => {
      index.removeEventListener('pointermove', jump);
      index.removeEventListener('pointerup', stop);
      index.removeEventListener('pointercancel', stop);
    };
    index.addEventListener('pointermove', jump);
    index.addEventListener('pointerup', stop);
    index.addEventListener('pointercancel', stop);
    jump(event);
  }

  function fireContentUnavailableButton(button) {
    button.dispatchEvent(new CustomEvent('listpress:contentunavailablebutton', {
      bubbles: true,
      detail: { id: button.dataset.itemId ?? null, title: button.textContent },
    }));
  }

  /** `text` without case or diacritics, for search. */
  function fold(text) {
    return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  }

  /** Every row of the page with its own texts, folded, made once. */
  let searchEntries = null;
  function rowsToSearch() {
    searchEntries ??= [...document.querySelectorAll('.lp-list .lp-item')].map(item => ({
      item,
      text: fold([...item.querySelectorAll('.lp-texts')].filter(texts => texts.closest('.lp-item') === item)
        .map(texts => texts.textContent).join(' ')),
      parent: item.parentElement.closest('.lp-item'),
      section: item.closest('.lp-section'),
    }));
    return searchEntries;
  }

  /**
   * Shows the rows whose text or secondary text holds `query` (case and
   * diacritics ignored), with their ancestors, open; hides sections left
   * empty, and shows the search's empty state when nothing matches. The
   * scope bar's chosen title, when it is not the first, keeps the sections
   * headed by that title. Fires `listpress:search` with { text, scope }.
   */
  function search(field) {
    const box = field.closest('.lp-search');
    const chosen = box.querySelector('.lp-scope-button[aria-checked="true"]');
    const first = box.querySelector('.lp-scope-button');
    const scope = chosen && chosen !== first ? chosen.textContent : null;
    const wanted = fold(field.value.trim());
    const entries = rowsToSearch();
    const shown = new Set();
    const ancestors = new Set();
    const sections = new Set();
    for (const entry of entries) {
      if (scope && entry.section?.querySelector(':scope > .lp-section-header')?.textContent.trim() !== scope) continue;
      if (wanted && !entry.text.includes(wanted)) continue;
      shown.add(entry.item);
      // Its ancestors show too, open, so that it can be seen.
      for (let item = entry.parent; item && !ancestors.has(item); item = item.parentElement.closest('.lp-item')) {
        ancestors.add(item);
        shown.add(item);
        const outline = wanted ? item.querySelector(':scope > details.lp-outline') : null;
        if (outline) outline.open = true;
      }
    }
    for (const entry of entries) {
      const show = shown.has(entry.item);
      if (entry.item.hidden === show) entry.item.hidden = !show;
      if (show && entry.section) sections.add(entry.section);
    }
    for (const section of document.querySelectorAll('.lp-list .lp-section')) {
      const show = sections.has(section) || (!wanted && !scope);
      if (section.hidden === show) section.hidden = !show;
    }
    const empty = document.querySelector('.lp-search-empty');
    if (empty) empty.hidden = shown.size > 0;
    document.documentElement.classList.toggle('is-searching', wanted !== '');
    field.dispatchEvent(new CustomEvent('listpress:search', { bubbles: true, detail: { text: field.value, scope } }));
  }

  function chooseScope(button) {
    for (const each of button.parentElement.querySelectorAll('.lp-scope-button')) {
      each.setAttribute('aria-checked', String(each === button));
    }
    search(button.closest('.lp-search').querySelector('.lp-search-field'));
  }

  function start() {
    const favorites = readFavorites();
    for (const button of document.querySelectorAll('button.lp-favorite')) {
      const remembered = favorites[button.dataset.itemId];
      if (typeof remembered === 'boolean') showFavorite(button, remembered);
    }
    for (const button of document.querySelectorAll('[data-listpress-edit]')) button.hidden = false;
    for (const box of document.querySelectorAll('.lp-search')) box.hidden = false;
  }

  document.addEventListener('click', event => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (!button || button.disabled) return;
    if (button.matches('.lp-bar-button')) fireBarButtonItem(button);
    if (button.matches('.lp-unavailable-button')) fireContentUnavailableButton(button);
    if (button.matches('.lp-scope-button')) chooseScope(button);
    if (button.matches('[data-listpress-edit]')) toggleEditing(button);
    else if (button.matches('.lp-favorite')) toggleFavorite(button);
    else if (button.matches('.lp-swipe-action, .lp-menu-action')) fireSwipeAction(button);
  });

  document.addEventListener('input', event => {
    if (event.target instanceof Element && event.target.matches('.lp-search-field')) search(event.target);
  });

  document.addEventListener('pointerdown', event => {
    const index = event.target instanceof Element ? event.target.closest('.lp-section-index') : null;
    if (index && event.button === 0) dragAlongIndex(index, event);
  });

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
