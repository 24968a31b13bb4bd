/*
 * ListPress design review script: the viewer's switches. The review works
 * without it: the viewer shows the list as it is and the grid shows every
 * variant.
 *
 * - The switches (.lp-gallery-switches, hidden until this runs) choose the
 *   viewer's page among the design variants (design and scheme, the pages
 *   the grid's Designs group frames) and its width, and send the rest to
 *   the page in the frame as a message, { 'listpress:review': { contrast:
 *   'standard' | 'high', direction: 'ltr' | 'rtl', contentSize: a
 *   content size category or 'auto' } }, which listpress.js applies to a
 *   page that is a review frame; again each time the frame loads a page.
 * - The view is kept in the address's fragment, `#view:scheme=dark;...`,
 *   so "Link to this view" is a permalink to it; opening such an address,
 *   or going to one from the address bar, sets the switches.
 * - A thumbnail opened full size (its figure the :target) takes the
 *   pointer and the keyboard; the others stay inert.
 *
 * No inline handlers: one deferred file, delegated listeners.
 */
(() => {
  'use strict';

  const switchNames = ['scheme', 'contrast', 'direction', 'contentSize', 'width', 'design'];

  /** The value each switch has now, by name. */
  function currentView(switches) {
    const view = {};
    for (const name of switchNames) {
      const control = switches.querySelector(`select[name="${name}"]`);
      const chosen = control || switches.querySelector(`input[name="${name}"]:checked`);
      if (chosen) view[name] = chosen.value;
    }
    return view;
  }

  /** Sets each switch named in `view` to its value, when it has that value. */
  function setView(switches, view) {
    for (const [name, value] of Object.entries(view)) {
      if (!switchNames.includes(name)) continue;
      const select = switches.querySelector(`select[name="${name}"]`);
      if (select) {
        if ([...select.options].some(option => option.value === value)) select.value = value;
        continue;
      }
      for (const input of switches.querySelectorAll(`input[name="${name}"]`)) input.checked = input.value === value;
    }
  }

  /** `view` as the fragment of a permalink: `view:scheme=dark;width=320`. */
  function fragment(view) {
    return 'view:' + switchNames.filter(name => name in view).map(name => `${name}=${encodeURIComponent(view[name])}`).join(';');
  }

  /** `text` with its %-escapes decoded, or as it is when they are not valid. */
  function decoded(text) {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  }

  /** The view a fragment names, or null when it names none. */
  function viewIn(hash) {
    if (!hash.startsWith('#view:')) return null;
    const view = {};
    for (const part of hash.slice('#view:'.length).split(';')) {
      const at = part.indexOf('=');
      if (at > 0) view[part.slice(0, at)] = decoded(part.slice(at + 1));
    }
    return view;
  }

  /** Sends the switches the page in `frame` applies itself. */
  function tell(frame, view) {
    frame.contentWindow?.postMessage({
      'listpress:review': { contrast: view.contrast, direction: view.direction, contentSize: view.contentSize },
    }, '*');
  }

  /** Shows `view` in the viewer: its page, its width, then the rest. */
  function show(viewer, switches, view) {
    const frame = viewer.querySelector('.lp-gallery-viewer-frame');
    const source = document.querySelector(`iframe[data-variant="${view.design}-${view.scheme}"]`);
    if (!frame || !source) return;
    const width = Number(view.width);
    if (width > 0) frame.width = String(width);
    const caption = viewer.querySelector('.lp-gallery-viewer-caption');
    if (caption) {
      const design = switches.querySelector('input[name="design"]:checked')?.parentElement.textContent.trim();
      const size = switches.querySelector('select[name="contentSize"]')?.selectedOptions[0]?.textContent.trim();
      caption.textContent = [design, view.scheme, view.contrast === 'high' ? 'increased contrast' : null,
        view.direction === 'rtl' ? 'right to left' : null, size, `${view.width} px`].filter(Boolean).join(', ');
      frame.title = caption.textContent;
    }
    const loaded = source.hasAttribute('srcdoc')
      ? frame.getAttribute('srcdoc') === source.getAttribute('srcdoc')
      : frame.getAttribute('src') === source.getAttribute('src');
    if (loaded) {
      tell(frame, view);
    } else if (source.hasAttribute('srcdoc')) {
      frame.srcdoc = source.getAttribute('srcdoc');
    } else {
      frame.src = source.getAttribute('src');
    }
    const link = switches.querySelector('.lp-gallery-view-link');
    if (link) link.href = '#' + fragment(view);
  }

  /** Lets the thumbnail opened full size be used, and only that one. */
  function openTarget() {
    const target = location.hash.length > 1 ? document.getElementById(decoded(location.hash.slice(1))) : null;
    for (const frame of document.querySelectorAll('.lp-gallery-thumbnail iframe')) {
      const open = frame.closest('.lp-gallery-thumbnail') === target;
      frame.inert = !open;
      if (open) frame.removeAttribute('tabindex');
      else frame.tabIndex = -1;
    }
  }

  function start() {
    const viewer = document.querySelector('.lp-gallery-viewer');
    const switches = viewer?.querySelector('.lp-gallery-switches');
    openTarget();
    addEventListener('hashchange', openTarget);
    if (!viewer || !switches) return;
    const frame = viewer.querySelector('.lp-gallery-viewer-frame');
    // Each page the frame loads is told the switches once it has loaded.
    frame?.addEventListener('load', () => tell(frame, currentView(switches)));
    const named = viewIn(location.hash);
    if (named) setView(switches, named);
    switches.hidden = false;
    show(viewer, switches, currentView(switches));
    addEventListener('hashchange', () => {
      const view = viewIn(location.hash);
      if (!view) return;
      setView(switches, view);
      show(viewer, switches, currentView(switches));
    });
    switches.addEventListener('change', () => {
      const view = currentView(switches);
      show(viewer, switches, view);
      history.replaceState(null, '', '#' + fragment(view));
    });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
