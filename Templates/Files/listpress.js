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
 *   { itemId, side, index, title, fullSwipe }. The page's root gets
 *   `lp-scripted`, which gives a side whose first action a full swipe
 *   performs room to swipe on (.lp-full-swipe); a row left swiped all the
 *   way performs that action (fullSwipe: true) and slides back.
 * - The search field (.lp-search, hidden until this runs) filters the rows
 *   as the reader types, and fires `listpress:search` with { text, scope }.
 * - A press on an empty state's button (.lp-unavailable-button) fires
 *   `listpress:contentunavailablebutton` on it, with { id, title }.
 * - Dragging along the section index (nav.lp-section-index) goes to each
 *   section whose title the finger or pointer passes, as UIKit's index
 *   does; a title pressed is also a link to its section.
 * - Menus (div.lp-menu[role=menu] and the swipe actions' div.lp-actions-menu, popovers): arrow keys, Home and End move
 *   through their actions; one that opens is placed beside what opened it
 *   where the browser cannot anchor it. A choice in a context menu
 *   (.lp-context-menu) or a pop-up menu (.lp-popup-menu) fires
 *   `listpress:menuaction` on it: a bubbling CustomEvent whose detail is
 *   { itemId, menu ('contextMenu' or 'popUpMenu'), actionId, index, title };
 *   a pop-up menu's choice becomes the value its accessory shows. A
 *   secondary click or the keyboard's menu key on a row opens its context
 *   menu at the pointer, a long press (touch, pen) lifts the row and opens
 *   it below; a press anywhere in a row with a pop-up menu opens that.
 * - A press on a bar button item (.lp-bar-button) fires
 *   `listpress:barbuttonitem` on it: a bubbling CustomEvent whose detail is
 *   { id, systemItem, title } (null for what the item does not have). An
 *   Edit item (data-listpress-edit) also switches editing.
 *
 * - A variant page of a design review (root class is-review-frame) takes
 *   the review's switches from the page that frames it, as a message
 *   { 'listpress:review': { contrast, direction, contentSize } } (see
 *   gallery.js): `accessibility-contrast-high` on the root for contrast
 *   'high', `dir` for direction 'ltr' or 'rtl', and the `content-size-…`
 *   class of the size (none for 'auto').
 *
 * No inline handlers: one deferred file, delegated listeners.
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
  function fireSwipeAction(button, fullSwipe = false) {
    const menu = button.closest('.lp-actions-menu');
    const itemId = menu ? menu.dataset.itemId : button.closest('.lp-item').id;
    const side = button.closest('[data-side]').dataset.side;
    const title = button.querySelector('.lp-action-title')?.textContent ?? null;
    button.dispatchEvent(new CustomEvent('listpress:swipeaction', {
      bubbles: true,
      detail: { itemId, side, index: Number(button.dataset.index), title, fullSwipe },
    }));
    // The row slides back over its actions once one is chosen.
    const swipe = document.getElementById(itemId)?.querySelector('.lp-swipe');
    if (swipe) {
      for (const scroller of [swipe.querySelector('.lp-swipe-track'), swipe]) slideBack(scroller);
    }
  }

  /**
   * Scrolls `scroller` back to its start, smoothly, from the next frame:
   * begun while the full swipe's scrollend is being dispatched, Chromium
   * was seen to drop the smooth scroll on a busy machine and leave the row
   * swiped. Should it still rest where it was (within 1 px) 600 ms later (the
   * scroll dropped, and the reader has not moved it since), it is put back
   * at once. The scroller does not snap on the way: a snap taken again as
   * the page is laid out could stop the row short or take it back out to
   * where it was swiped (full runs in CI found it resting there, in
   * Chromium, three times). Snapping comes back once the row is back, or
   * after 3 s (the reader took it elsewhere).
   */
  function slideBack(scroller) {
    if (!scroller || Math.abs(scroller.scrollLeft) <= 1) return;
    const from = scroller.scrollLeft;
    const until = performance.now() + 3000;
    scroller.style.scrollSnapType = 'none';
    const snapAgain = () => {
      if (Math.abs(scroller.scrollLeft) > 1 && performance.now() < until) {
        setTimeout(snapAgain, 100);
        return;
      }
      scroller.style.removeProperty('scroll-snap-type');
    };
    requestAnimationFrame(() => scroller.scrollTo({ left: 0, behavior: 'smooth' }));
    setTimeout(() => {
      if (Math.abs(scroller.scrollLeft - from) < 1) scroller.scrollTo({ left: 0, behavior: 'instant' });
      snapAgain();
    }, 600);
  }

  /**
   * Performs the first action of the side `scroller` shows (.lp-swipe for the
   * leading actions, .lp-swipe-track for the trailing ones) if the row rests
   * swiped all the way and a full swipe performs it.
   */
  function performIfSwipedAllTheWay(scroller) {
    const side = scroller.matches('.lp-swipe') ? 'leading' : 'trailing';
    const actions = [...scroller.children].find(child => child.matches(`.lp-swipe-actions[data-side="${side}"]`));
    const room = actions?.querySelector(':scope > .lp-full-swipe');
    if (!room) return;
    // Swiped all the way: the room beyond the first action shows whole.
    const shown = scroller.getBoundingClientRect();
    const box = room.getBoundingClientRect();
    if (box.width === 0 || box.left < shown.left - 2 || box.right > shown.right + 2) return;
    const first = actions.querySelector(':scope > [data-index="0"]');
    if (first && !first.disabled) fireSwipeAction(first, true);
  }

  /**
   * Where scrollend fires (Chromium, Firefox), a swipe is judged when it has
   * ended: the finger lifted and any snapping done, as UIKit judges it.
   * Elsewhere (WebKit without scrollend) it is judged once the scroller has
   * sent no scroll event for 150 ms.
   */
  const scrollEndFires = 'onscrollend' in window;

  /** The swipe scrollers waiting for their scrolling to stop, where scrollend does not fire. */
  const settling = new Map();

  function watchFullSwipe(scroller) {
    clearTimeout(settling.get(scroller));
    settling.set(scroller, setTimeout(() => {
      settling.delete(scroller);
      performIfSwipedAllTheWay(scroller);
    }, 150));
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

  /**
   * Scrolls `section` to the top of the window and keeps it there while rows
   * drawn on the way in (content-visibility) change the height of what is
   * above it: frame by frame, until it has stayed put for five frames and a
   * quarter of a second, for at most three seconds, and only while
   * `current()` holds and the reader has not scrolled with the wheel or the
   * keyboard. A fixed number of frames is not enough: a busy browser draws
   * those rows frames later, and WebKit, which does not anchor scrolling,
   * was seen in CI to let the section go 148 to 1,000 px past the bar, and
   * again 208 px once it stayed put for five frames within a second.
   */
  function keepAtTop(section, current) {
    section.scrollIntoView({ block: 'start' });
    let top = section.getBoundingClientRect().top;
    let steady = 0;
    let steadySince = performance.now();
    let interrupted = false;
    const deadline = performance.now() + 3000;
    const interrupt = () => { interrupted = true; };
    const inputs = ['wheel', 'keydown'];
    for (const type of inputs) addEventListener(type, interrupt, { capture: true, passive: true });
    const frame = () => {
      const now = performance.now();
      if (!interrupted && current() && now < deadline && (steady < 5 || now - steadySince < 250)) {
        const at = section.getBoundingClientRect().top;
        if (Math.abs(at - top) < 0.5) {
          steady += 1;
        } else {
          section.scrollIntoView({ block: 'start' });
          top = section.getBoundingClientRect().top;
          steady = 0;
          steadySince = now;
        }
        requestAnimationFrame(frame);
      } else {
        for (const type of inputs) removeEventListener(type, interrupt, { capture: true });
      }
    };
    requestAnimationFrame(frame);
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
      keepAtTop(section, () => shown === title);
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

  /** Whether the browser places popovers beside their anchor by itself. */
  const anchorsPopovers = typeof CSS !== 'undefined' && CSS.supports('anchor-scope: all')
    && CSS.supports('position-area: bottom');

  /** Where the next menu to open goes: { menu, x, y } (a point) or { menu, box } (below it). */
  let pendingPlacement = null;

  /** Puts `menu` (open) at `spot`, kept inside the window. */
  function placeMenu(menu, spot) {
    const margin = 8;
    const width = menu.offsetWidth;
    const height = menu.offsetHeight;
    let x;
    let y;
    if (spot.box) {
      const rtl = getComputedStyle(menu).direction === 'rtl';
      x = spot.alignEnd !== rtl ? spot.box.right - width : spot.box.left;
      y = spot.box.bottom + 4;
      if (y + height > innerHeight - margin && spot.box.top - 4 - height >= margin) y = spot.box.top - 4 - height;
    } else {
      x = spot.x;
      y = spot.y;
      if (y + height > innerHeight - margin) y = Math.max(margin, y - height);
    }
    x = Math.min(Math.max(x, margin), Math.max(margin, innerWidth - margin - width));
    y = Math.min(Math.max(y, margin), Math.max(margin, innerHeight - margin - height));
    menu.style.setProperty('--menu-left', x + 'px');
    menu.style.setProperty('--menu-top', y + 'px');
    menu.classList.add('is-placed');
  }

  /** The control that opens `menu` by its popovertarget, outside it. */
  function invokerOf(menu) {
    return [...document.querySelectorAll('[popovertarget]')]
      .find(button => button.getAttribute('popovertarget') === menu.id && !menu.contains(button)) ?? null;
  }

  /** The row of `item`: what a context menu opens below. */
  function rowOf(item) {
    return item.querySelector(':scope > .lp-row, :scope > .lp-swipe .lp-row, :scope > .lp-outline > .lp-outline-summary');
  }

  function menuOpened(menu) {
    let spot = pendingPlacement?.menu === menu ? pendingPlacement : null;
    pendingPlacement = null;
    if (!spot && !anchorsPopovers) {
      const invoker = menu.matches('.lp-context-menu') ? rowOf(menu.closest('.lp-item')) : invokerOf(menu);
      if (invoker) spot = { box: invoker.getBoundingClientRect(), alignEnd: !menu.matches('.lp-context-menu') };
    }
    if (spot) placeMenu(menu, spot);
    const actions = menuActions(menu);
    (actions.find(action => action.getAttribute('aria-checked') === 'true') ?? actions[0])?.focus({ preventScroll: true });
  }

  function menuClosed(menu) {
    menu.classList.remove('is-placed');
    menu.style.removeProperty('--menu-left');
    menu.style.removeProperty('--menu-top');
    menu.closest('.lp-item')?.classList.remove('is-lifted');
  }

  /** The actions of `menu` that the keyboard goes through, in order. */
  function menuActions(menu) {
    return [...menu.querySelectorAll('.lp-menu-action')];
  }

  /**
   * Opens the context menu of `item`, at the point `x`, `y` or else below its
   * row. The menu is opened as a manual popover, which this script closes
   * (a press outside it, Escape, a choice), so that letting go of the press
   * that opened it does not also close it, as the browser's light dismiss
   * would; it is an automatic popover again once closed.
   */
  function openContextMenu(item, x, y) {
    const menu = item.querySelector(':scope > .lp-context-menu');
    if (!menu) return false;
    if (menu.matches(':popover-open')) menu.hidePopover();
    const row = rowOf(item);
    const returnFocus = document.activeElement;
    pendingPlacement = x === undefined ? { menu, box: row.getBoundingClientRect(), alignEnd: false } : { menu, x, y };
    const outside = event => {
      if (!menu.contains(event.target)) menu.hidePopover();
    };
    const escape = event => {
      if (event.key === 'Escape') {
        event.preventDefault();
        menu.hidePopover();
      }
    };
    const closed = event => {
      if (event.newState !== 'closed') return;
      removeEventListener('pointerdown', outside, true);
      removeEventListener('keydown', escape, true);
      menu.removeEventListener('toggle', closed);
      menu.popover = 'auto';
      if (menu.contains(document.activeElement) || document.activeElement === document.body) returnFocus?.focus?.({ preventScroll: true });
    };
    menu.popover = 'manual';
    menu.addEventListener('toggle', closed);
    addEventListener('pointerdown', outside, true);
    addEventListener('keydown', escape, true);
    menu.showPopover();
    return true;
  }

  /** The item whose context menu a press on `target` opens: one with a context menu, pressed in its row. */
  function contextMenuItem(target) {
    if (!(target instanceof Element) || target.closest('.lp-menu, .lp-actions-menu, .lp-swipe-actions')) return null;
    const item = target.closest('.lp-item');
    if (!item || item.classList.contains('is-disabled') || !item.querySelector(':scope > .lp-context-menu')) return null;
    const row = rowOf(item);
    return row && row.contains(target) ? item : null;
  }

  function fireMenuAction(button) {
    const menu = button.closest('.lp-menu, .lp-actions-menu');
    const kind = menu.matches('.lp-popup-menu') ? 'popUpMenu' : 'contextMenu';
    if (kind === 'popUpMenu') choosePopUpValue(menu, button);
    button.dispatchEvent(new CustomEvent('listpress:menuaction', {
      bubbles: true,
      detail: {
        itemId: menu.dataset.itemId,
        menu: kind,
        actionId: button.dataset.actionId ?? null,
        index: Number(button.dataset.index),
        title: button.querySelector('.lp-action-title')?.textContent ?? null,
      },
    }));
  }

  /** Makes `button` the chosen action of the pop-up `menu`, and its title the value its accessory shows. */
  function choosePopUpValue(menu, button) {
    for (const action of menuActions(menu)) action.setAttribute('aria-checked', String(action === button));
    const title = button.querySelector('.lp-action-title')?.textContent ?? '';
    const accessory = invokerOf(menu);
    if (!accessory) return;
    accessory.querySelector('.lp-popup-value').textContent = title;
    const label = accessory.getAttribute('aria-label') ?? '';
    accessory.setAttribute('aria-label', label.slice(0, label.lastIndexOf(': ') + 2) + title);
  }

  /** A long press on a row with a context menu: lifts it and opens the menu below it. */
  function watchLongPress(event) {
    const item = contextMenuItem(event.target);
    if (!item) return;
    const start = { x: event.clientX, y: event.clientY };
    let timer = 0;
    const stop = () => {
      clearTimeout(timer);
      removeEventListener('pointermove', moved, true);
      removeEventListener('pointerup', stop, true);
      removeEventListener('pointercancel', stop, true);
      removeEventListener('scroll', stop, true);
    };
    const moved = move => {
      if (move.pointerId === event.pointerId && Math.hypot(move.clientX - start.x, move.clientY - start.y) > 10) stop();
    };
    timer = setTimeout(() => {
      stop();
      item.classList.add('is-lifted');
      openContextMenu(item);
      // The click that ends the press does not also follow the row's link.
      const swallow = click => {
        click.preventDefault();
        click.stopPropagation();
      };
      addEventListener('click', swallow, { capture: true, once: true });
      addEventListener('pointerup', () => setTimeout(() => removeEventListener('click', swallow, true), 400),
        { capture: true, once: true });
    }, 500);
    addEventListener('pointermove', moved, true);
    addEventListener('pointerup', stop, true);
    addEventListener('pointercancel', stop, true);
    addEventListener('scroll', stop, true);
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

  /**
   * Every row of the page with its own texts, folded, made once: each row's
   * texts are the .lp-texts whose nearest item it is (a child's are its own).
   * An entry also knows its parent's entry, its section's, the least it
   * is tall, and whether the search shows it; a section's knows the title
   * that heads it (for the scope bar). The window's size and scroll are
   * read then too. A keystroke then reads nothing from the page. The
   * texts are folded together, in one pass.
   */
  let searchIndex = null;
  function rowsToSearch() {
    if (searchIndex) return searchIndex;
    windowHeight = innerHeight;
    scrolledBy = scrollY;
    const byItem = new Map();
    const sections = [];
    for (const section of document.querySelectorAll('.lp-list .lp-section')) {
      const title = section.querySelector(':scope > .lp-section-header')?.textContent.trim() ?? null;
      const sectionEntry = {
        section, title, isList: section.classList.contains('layout-list'), shown: true, hasMatch: false, entries: [],
      };
      sections.push(sectionEntry);
      for (const item of section.getElementsByClassName('lp-item')) {
        const parentItem = item.parentElement.closest('.lp-item');
        const entry = {
          item, text: '', parent: parentItem ? byItem.get(parentItem) ?? null : null, section: sectionEntry,
          shown: true, pass: 0, openedIn: 0, outline: undefined, least: 44,
        };
        byItem.set(item, entry);
        sectionEntry.entries.push(entry);
      }
    }
    // The least a row is tall: UIKit's smallest row, 44 points, and a row
    // with a description at least a line more (with what pads it, 16 px
    // at the smallest text size).
    for (const description of document.querySelectorAll('.lp-list :is(.lp-row, .lp-outline-summary) + div')) {
      const entry = byItem.get(description.closest('.lp-item'));
      if (entry) entry.least = 60;
    }
    const owners = [];
    const texts = [];
    for (const element of document.getElementsByClassName('lp-texts')) {
      const entry = byItem.get(element.closest('.lp-item'));
      if (!entry) continue;
      owners.push(entry);
      texts.push(element.textContent.replaceAll('\u0001', ' '));
    }
    const folded = fold(texts.join('\u0001')).split('\u0001');
    owners.forEach((entry, index) => { entry.text += (entry.text ? ' ' : '') + folded[index]; });
    searchIndex = {
      entries: [...byItem.values()], sections, passes: 0, filtering: false, waiting: [],
      lists: [...document.querySelectorAll('.lp-list')],
      sectionIndexes: [...document.querySelectorAll('.lp-section-index')],
    };
    return searchIndex;
  }

  /**
   * Shows the rows whose text or secondary text holds `query` (case and
   * diacritics ignored), with their ancestors, open; hides sections left
   * empty, and shows the search's empty state when nothing matches. The
   * scope bar's chosen title, when it is not the first, keeps the sections
   * headed by that title. Fires `listpress:search` with { text, scope }.
   *
   * Rows and sections that a search leaves out are marked is-filtered-out,
   * and only marks that change are set. A search that matches nothing
   * marks the list shows-no-match, which hides it: the marks of its rows
   * and sections stay as they were, and the next search changes only
   * those it must. The marks change in page order, those above the
   * window's bottom at once and the rest a frame's worth at a time
   * (`applyInPageOrder`), so that a keystroke that shows or hides
   * thousands of rows is drawn as soon as one that changes a few. The
   * root tells a host page's styles what the search does: is-filtering
   * while it filters, is-searching while the field holds text,
   * has-no-match when nothing matches, is-revealing while marks below the
   * window are still changing.
   */
  function search(field) {
    const box = field.closest('.lp-search');
    const chosen = box.querySelector('.lp-scope-button[aria-checked="true"]');
    const first = box.querySelector('.lp-scope-button');
    const scope = chosen && chosen !== first ? chosen.textContent : null;
    const wanted = fold(field.value.trim());
    const filtering = wanted !== '' || scope !== null;
    const index = filtering || searchIndex ? rowsToSearch() : null;
    let matches = 0;
    if (filtering) {
      const pass = ++index.passes;
      for (const entry of index.entries) {
        if (scope && entry.section.title !== scope) continue;
        if (wanted && !entry.text.includes(wanted)) continue;
        entry.pass = pass;
        matches += 1;
        // Its ancestors show too, open, so that it can be seen.
        for (let parent = entry.parent; parent && parent.openedIn !== pass; parent = parent.parent) {
          parent.openedIn = pass;
          parent.pass = pass;
          if (!wanted) continue;
          if (parent.outline === undefined) parent.outline = parent.item.querySelector(':scope > details.lp-outline');
          if (parent.outline) parent.outline.open = true;
        }
      }
    }
    if (index) {
      index.filtering = filtering;
      for (const section of index.sections) section.hasMatch = !filtering;
      if (filtering) for (const entry of index.entries) if (entry.pass === index.passes) entry.section.hasMatch = true;
      // When nothing matches, the list is hidden (shows-no-match), and rows
      // and sections keep their marks for the next search.
      const noMatch = filtering && matches === 0;
      applyInPageOrder(index, noMatch ? { units: [], now: 0 } : changesInPageOrder(index, filtering, scrolledBy + windowHeight));
      // A toggle that changes nothing leaves the page alone.
      for (const list of index.lists) list.classList.toggle('shows-no-match', noMatch);
      for (const sectionIndex of index.sectionIndexes) sectionIndex.classList.toggle('is-hidden-by-search', wanted !== '');
    }
    const root = document.documentElement;
    root.classList.toggle('has-no-match', filtering && matches === 0);
    root.classList.toggle('is-searching', wanted !== '');
    const empty = document.querySelector('.lp-search-empty');
    if (empty) empty.hidden = !filtering || matches > 0;
    field.dispatchEvent(new CustomEvent('listpress:search', { bubbles: true, detail: { text: field.value, scope } }));
  }

  /**
   * The window's height and how far it is scrolled, read with the rows'
   * texts (`rowsToSearch`) and again when the window is resized or
   * scrolled: read during a keystroke, after the field's value has
   * changed, they made Chromium lay the page out once more.
   */
  let windowHeight = 0;
  let scrolledBy = 0;
  addEventListener('resize', () => { windowHeight = innerHeight; }, { passive: true });
  addEventListener('scroll', () => { scrolledBy = scrollY; }, { passive: true });

  /**
   * What the last search changes, in page order (`units`): the rows and
   * sections whose mark it changes, each section before its rows; and how
   * many of them (`now`) may lie above `windowsBottom`, a distance from the
   * top of the page, counting the rows the search shows at their smallest
   * (`least`). Only rows at the top of a list count: a grid's cells may be
   * smaller, an outline's children closed. The rows of a section the
   * search hides come after all the rest: none of them shows. A keystroke
   * makes the first `now` changes in its own frame, and leaves the others,
   * which fall below the window, to the frames after.
   */
  function changesInPageOrder(index, filtering, windowsBottom) {
    const pass = index.passes;
    const units = [];
    const unseen = [];
    let above = 0;
    let now = -1;
    const take = unit => {
      if (now < 0 && above >= windowsBottom) now = units.length;
      units.push(unit);
    };
    for (const section of index.sections) {
      if (section.shown !== section.hasMatch) take(section);
      const counts = section.hasMatch && section.isList;
      for (const entry of section.entries) {
        const show = !filtering || entry.pass === pass;
        if (entry.shown !== show) {
          if (section.hasMatch) take(entry);
          else unseen.push(entry);
        }
        if (show && counts && !entry.parent) above += entry.least;
      }
    }
    if (now < 0) now = units.length;
    for (const unit of unseen) units.push(unit);
    return { units, now };
  }

  /**
   * How much work each frame after a keystroke's does: showing a row again
   * counts 1 (a section counts for the rows it shows with it), hiding one
   * 0.2.
   */
  const workPerFrame = 1000;

  /**
   * Changes the marks of `changes` (`changesInPageOrder`): those above the
   * window's bottom now, the others a frame's worth (`workPerFrame`) at a
   * time, each batch at the start of the frame after the one that drew the
   * batch before, while the root is-revealing. The root is-filtering while
   * the search filters, and until an emptied field has shown every row
   * again. A new search replaces what is left to do.
   */
  function applyInPageOrder(index, changes) {
    const root = document.documentElement;
    const { units, now } = changes;
    index.waiting = units;
    root.classList.toggle('is-filtering', true);
    const flip = unit => {
      unit.shown = !unit.shown;
      (unit.item ?? unit.section).classList.toggle('is-filtered-out', !unit.shown);
      if (!unit.shown) return 0.2;
      if (unit.item) return 1;
      return unit.entries.reduce((work, entry) => work + (entry.shown ? 1 : 0), 0);
    };
    let next = 0;
    for (; next < now; next += 1) flip(units[next]);
    const step = () => {
      if (index.waiting !== units) return;
      for (let work = 0; next < units.length && work < workPerFrame; next += 1) work += flip(units[next]);
      later(requestAnimationFrame);
    };
    // Each batch runs at the start of a frame, the first in the frame after
    // the keystroke's (begun from the task after the keystroke's frame, it
    // held up whatever waited for that frame), each next one in the frame
    // after its own.
    const later = schedule => {
      if (next < units.length) {
        root.classList.toggle('is-revealing', true);
        schedule(step);
        return;
      }
      root.classList.toggle('is-revealing', false);
      root.classList.toggle('is-filtering', index.filtering);
    };
    later(first => requestAnimationFrame(() => requestAnimationFrame(first)));
  }

  function chooseScope(button) {
    for (const each of button.parentElement.querySelectorAll('.lp-scope-button')) {
      each.setAttribute('aria-checked', String(each === button));
    }
    search(button.closest('.lp-search').querySelector('.lp-search-field'));
  }

  /**
   * Gives trailing swipe actions whose first a full swipe performs (all but
   * those marked data-full-swipe="false") room beyond that action, in its colour.
   */
  function makeRoomForFullSwipes() {
    for (const actions of document.querySelectorAll('.lp-swipe-actions[data-side="trailing"]:not([data-full-swipe="false"])')) {
      if (actions.querySelector(':scope > .lp-full-swipe')) continue;
      const room = document.createElement('span');
      room.className = 'lp-full-swipe';
      const colour = actions.querySelector(':scope > [data-index="0"]')?.style.getPropertyValue('--action-background');
      if (colour) room.style.setProperty('--action-background', colour);
      actions.prepend(room);
    }
  }

  /** Applies the design review's switches (see the top) to this page. */
  function followReview(switches) {
    const root = document.documentElement;
    root.classList.toggle('accessibility-contrast-high', switches.contrast === 'high');
    if (switches.direction === 'ltr' || switches.direction === 'rtl') root.dir = switches.direction;
    const size = switches.contentSize;
    if (typeof size !== 'string' || !/^[A-Za-z]+$/.test(size)) return;
    for (const name of [...root.classList]) {
      if (name.startsWith('content-size-')) root.classList.remove(name);
    }
    if (size !== 'auto') root.classList.add('content-size-' + size);
  }

  function start() {
    document.documentElement.classList.add('lp-scripted');
    makeRoomForFullSwipes();
    const favorites = readFavorites();
    for (const button of document.querySelectorAll('button.lp-favorite')) {
      const remembered = favorites[button.dataset.itemId];
      if (typeof remembered === 'boolean') showFavorite(button, remembered);
    }
    for (const button of document.querySelectorAll('[data-listpress-edit]')) button.hidden = false;
    for (const box of document.querySelectorAll('.lp-search')) box.hidden = false;
    // The rows' texts are read while the reader has not typed yet, so that
    // the first keystroke only filters: when the browser is idle, or as soon
    // as the field has the focus, whichever comes first.
    if (document.querySelector('.lp-search')) {
      const read = () => rowsToSearch();
      if ('requestIdleCallback' in window) requestIdleCallback(read, { timeout: 2000 });
      else setTimeout(read, 200);
      document.addEventListener('focusin', event => {
        if (!searchIndex && event.target instanceof Element && event.target.matches('.lp-search-field')) setTimeout(read);
      });
    }
  }

  document.addEventListener('click', event => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (!button) {
      // A press anywhere in a row with a pop-up menu opens it, as in UIKit.
      const row = target?.closest('.lp-row');
      const item = row?.closest('.lp-item');
      const menu = item && !item.classList.contains('is-disabled') ? item.querySelector(':scope > .lp-popup-menu') : null;
      if (menu && rowOf(item) === row && !target.closest('a[href]')) menu.showPopover();
      return;
    }
    if (button.disabled) return;
    if (button.matches('.lp-menu-action[aria-disabled="true"]')) {
      event.preventDefault();
      return;
    }
    if (button.matches('.lp-bar-button')) fireBarButtonItem(button);
    if (button.matches('.lp-unavailable-button')) fireContentUnavailableButton(button);
    if (button.matches('.lp-scope-button')) chooseScope(button);
    if (button.matches('[data-listpress-edit]')) toggleEditing(button);
    else if (button.matches('.lp-favorite')) toggleFavorite(button);
    else if (button.matches('.lp-swipe-action, .lp-actions-menu .lp-menu-action')) fireSwipeAction(button);
    else if (button.matches('.lp-menu-action')) fireMenuAction(button);
  });

  document.addEventListener('contextmenu', event => {
    const item = contextMenuItem(event.target);
    if (!item) return;
    event.preventDefault();
    // The keyboard's menu key gives no pointer position: the menu goes below the row.
    const fromPointer = event.button === 2 || event.clientX !== 0 || event.clientY !== 0;
    openContextMenu(item, fromPointer ? event.clientX : undefined, fromPointer ? event.clientY : undefined);
  });

  // Scroll and scrollend events do not bubble either.
  document.addEventListener(scrollEndFires ? 'scrollend' : 'scroll', event => {
    const scroller = event.target;
    if (!(scroller instanceof Element) || !scroller.matches('.lp-swipe, .lp-swipe-track')) return;
    if (scrollEndFires) performIfSwipedAllTheWay(scroller);
    else watchFullSwipe(scroller);
  }, { capture: true, passive: true });

  // Popovers' toggle events do not bubble: they are caught on the way down.
  document.addEventListener('toggle', event => {
    const menu = event.target;
    if (!(menu instanceof Element) || !menu.matches('.lp-menu, .lp-actions-menu')) return;
    if (event.newState === 'open') menuOpened(menu);
    else menuClosed(menu);
  }, true);

  document.addEventListener('keydown', event => {
    const menu = event.target instanceof Element ? event.target.closest('.lp-menu, .lp-actions-menu') : null;
    if (!menu) return;
    const actions = menuActions(menu);
    const at = actions.indexOf(event.target.closest('.lp-menu-action'));
    const next = {
      ArrowDown: (at + 1) % actions.length,
      ArrowUp: (at - 1 + actions.length) % actions.length,
      Home: 0,
      End: actions.length - 1,
    }[event.key];
    if (next === undefined || actions.length === 0) return;
    event.preventDefault();
    actions[next].focus();
  });

  document.addEventListener('input', event => {
    if (event.target instanceof Element && event.target.matches('.lp-search-field')) search(event.target);
  });

  document.addEventListener('pointerdown', event => {
    const index = event.target instanceof Element ? event.target.closest('.lp-section-index') : null;
    if (index && event.button === 0) dragAlongIndex(index, event);
    else if (event.pointerType !== 'mouse' && event.isPrimary) watchLongPress(event);
  });

  // Only the page framing this one speaks for the review, and only to a review's variant page.
  addEventListener('message', event => {
    if (event.source !== parent || parent === window) return;
    if (!document.documentElement.classList.contains('is-review-frame')) return;
    const switches = event.data && event.data['listpress:review'];
    if (switches && typeof switches === 'object') followReview(switches);
  });

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
