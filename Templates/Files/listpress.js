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
 * - A press on a bar button item (.lp-bar-button) fires
 *   `listpress:barbuttonitem` on it: a bubbling CustomEvent whose detail is
 *   { id, systemItem, title } (null for what the item does not have). An
 *   Edit item (data-listpress-edit) also switches editing.
 *
 * No inline handlers: one deferred file, one delegated click listener.
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

  function start() {
    const favorites = readFavorites();
    for (const button of document.querySelectorAll('button.lp-favorite')) {
      const remembered = favorites[button.dataset.itemId];
      if (typeof remembered === 'boolean') showFavorite(button, remembered);
    }
    for (const button of document.querySelectorAll('[data-listpress-edit]')) button.hidden = false;
  }

  document.addEventListener('click', event => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (!button || button.disabled) return;
    if (button.matches('.lp-bar-button')) fireBarButtonItem(button);
    if (button.matches('[data-listpress-edit]')) toggleEditing(button);
    else if (button.matches('.lp-favorite')) toggleFavorite(button);
    else if (button.matches('.lp-swipe-action, .lp-menu-action')) fireSwipeAction(button);
  });

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
