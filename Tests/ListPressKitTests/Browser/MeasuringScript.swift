/// The JavaScript of the harness page. Once every frame has loaded, it runs
/// each request in each frame showing the request's page in the request's
/// design (the build it was made in) and writes
/// `{ frames: [...], results: [...] }` as JSON into `<pre id="results">`.
///
/// A request is `{ id, design, page, selector, metric: { kind, ... } }` (see `Metric`);
/// a result is `{ id, design, page, width, samples: [{ label, value }], error }`. Values
/// are numbers, strings, booleans, `null` (nothing to measure, such as a
/// missing hairline) or colours `{ rgba: [r, g, b, a], backdrop: [r, g, b] }`.
enum MeasuringScript {
  static let source = #"""
    'use strict';

    // Colours -------------------------------------------------------------

    /** [r, g, b, a] of any CSS colour, through a canvas when it is not rgb(). */
    function parseColor(text) {
      const match = /^rgba?\(([^)]+)\)$/.exec(text.trim());
      if (match) {
        const parts = match[1].split(/[\s,\/]+/).filter(Boolean).map(parseFloat);
        return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
      }
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = text;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    }

    /** The opaque colour `top` makes over the opaque `bottom`. */
    function over(top, bottom) {
      return [0, 1, 2].map(i => top[i] * top[3] + bottom[i] * (1 - top[3]));
    }

    /** The colour of the frame's canvas under everything. */
    function canvasColor(view) {
      const probe = view.document.createElement('div');
      probe.style.color = 'Canvas';
      view.document.body.append(probe);
      const color = parseColor(view.getComputedStyle(probe).color);
      probe.remove();
      return color;
    }

    /** The opaque colour showing through `element`: its background over its ancestors'. */
    function backdrop(view, element) {
      const chain = [];
      for (let node = element; node; node = node.parentElement) chain.unshift(node);
      return chain.reduce(
        (below, node) => over(parseColor(view.getComputedStyle(node).backgroundColor), below),
        canvasColor(view).slice(0, 3));
    }

    // Boxes ---------------------------------------------------------------

    // Not display: none, and not inside a closed <details>, whose content keeps
    // its boxes: under content-visibility: hidden in Chromium and Firefox, which
    // checkVisibility() sees; in a box of no height that clips it in WebKit,
    // which it does not. visibility: hidden still counts.
    const rendered = element => element.checkVisibility()
      && !element.closest('details:not([open]) > :not(summary)');

    function viewportBox(view) {
      const root = view.document.documentElement;
      return { left: 0, top: 0, right: root.clientWidth, bottom: view.innerHeight };
    }

    /** How far `edge` of `inner` is inside the same edge of `outer`. */
    function insetOf(inner, outer, edge) {
      return edge === 'left' || edge === 'top' ? inner[edge] - outer[edge] : outer[edge] - inner[edge];
    }

    /** A short name of an element for messages: its closest id and its class. */
    function labelOf(element) {
      const owner = element.closest('[id]');
      const own = element.classList.length ? '.' + element.classList[0] : element.localName;
      if (!owner) return own;
      return owner === element ? '#' + owner.id : '#' + owner.id + ' ' + own;
    }

    // Hairlines -----------------------------------------------------------
    // A hairline is a border, an element at most 2.5 px high, or an absolutely
    // positioned ::before/::after of that height, wherever the stylesheet draws it;
    // its extent is what shows of it once the elements that clip overflow cut it.

    const px = text => parseFloat(text) || 0;

    function scaleY(style) {
      const match = /^matrix\(([^)]+)\)$/.exec(style.transform);
      return match ? Math.abs(parseFloat(match[1].split(',')[3])) : 1;
    }

    function bordersOf(view, owner, style, box) {
      const lines = [];
      for (const side of ['top', 'bottom']) {
        const width = px(style.getPropertyValue(`border-${side}-width`));
        const lineStyle = style.getPropertyValue(`border-${side}-style`);
        const color = parseColor(style.getPropertyValue(`border-${side}-color`));
        if (width > 0 && lineStyle !== 'none' && lineStyle !== 'hidden' && color[3] > 0) {
          const top = side === 'top' ? box.top : box.bottom - width;
          lines.push({ owner, top, bottom: top + width, left: box.left, right: box.right, thickness: width, color });
        }
      }
      return lines;
    }

    /** The nearest of `node` and its ancestors that absolutely positioned descendants are placed in. */
    function positionedAncestor(view, node) {
      for (; node; node = node.parentElement) {
        const style = view.getComputedStyle(node);
        if (style.position !== 'static' || style.transform !== 'none') return node;
      }
      return null;
    }

    /** The first element whose overflow may clip a box styled `style` whose parent is `parent`:
        the parent for a box in flow, the containing block for an absolutely positioned one. */
    function firstClipper(view, parent, style) {
      if (style.position === 'fixed') return null;
      return style.position === 'absolute' ? positionedAncestor(view, parent) : parent;
    }

    /** `line` cut to what the elements from `node` outwards that clip their overflow leave of it
        (a separator drawn wider than its list and cut off by it ends where the list ends);
        null when nothing of it shows. */
    function clipped(view, line, node) {
      let { left, right } = line;
      while (node) {
        const style = view.getComputedStyle(node);
        const box = node.getBoundingClientRect();
        const x = box.left + node.clientLeft, y = box.top + node.clientTop;
        if (style.overflowX !== 'visible') {
          left = Math.max(left, x);
          right = Math.min(right, x + node.clientWidth);
        }
        if (style.overflowY !== 'visible' && (line.bottom <= y || line.top >= y + node.clientHeight)) return null;
        node = firstClipper(view, node.parentElement, style);
      }
      return right - left >= 1 ? { ...line, left, right } : null;
    }

    function pseudoBox(view, element, style) {
      const block = positionedAncestor(view, element);
      if (!block) return null;
      const outer = block.getBoundingClientRect();
      const left0 = outer.left + block.clientLeft, top0 = outer.top + block.clientTop;
      const contentBox = style.boxSizing !== 'border-box';
      const extra = (a, b) => contentBox
        ? px(style.getPropertyValue(`padding-${a}`)) + px(style.getPropertyValue(`padding-${b}`))
          + px(style.getPropertyValue(`border-${a}-width`)) + px(style.getPropertyValue(`border-${b}-width`))
        : 0;
      const width = px(style.width) + extra('left', 'right');
      const height = (px(style.height) + extra('top', 'bottom')) * scaleY(style);
      const left = style.left !== 'auto' ? left0 + px(style.left) : left0 + block.clientWidth - px(style.right) - width;
      const top = style.top !== 'auto' ? top0 + px(style.top) : top0 + block.clientHeight - px(style.bottom) - height;
      return { left, top, right: left + width, bottom: top + height, width, height };
    }

    /** The hairlines `element` and its ::before and ::after draw, as far as they are visible. */
    function linesOf(view, element) {
      const lines = [];
      const style = view.getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const own = bordersOf(view, element, style, box);
      const background = parseColor(style.backgroundColor);
      if (box.height > 0 && box.height <= 2.5 && box.width >= 8 && background[3] > 0) {
        own.push({ owner: element, top: box.top, bottom: box.bottom, left: box.left, right: box.right,
                   thickness: box.height, color: background });
      }
      const ownClipper = firstClipper(view, element.parentElement, style);
      lines.push(...own.map(line => clipped(view, line, ownClipper)));
      for (const pseudo of ['::before', '::after']) {
        const ps = view.getComputedStyle(element, pseudo);
        if (ps.content === 'none' || ps.content === 'normal' || ps.display === 'none') continue;
        if (ps.position !== 'absolute' && ps.position !== 'fixed') continue;
        const pbox = pseudoBox(view, element, ps);
        if (!pbox) continue;
        const clipper = firstClipper(view, element, ps);
        const fill = parseColor(ps.backgroundColor);
        if (pbox.height > 0 && pbox.height <= 2.5 && pbox.width >= 8 && fill[3] > 0) {
          lines.push(clipped(view, { owner: element, top: pbox.top, bottom: pbox.bottom, left: pbox.left, right: pbox.right,
                                     thickness: pbox.height, color: fill }, clipper));
        } else {
          lines.push(...bordersOf(view, element, ps, pbox)
            .map(line => clipped(view, { ...line, thickness: line.thickness * scaleY(ps) }, clipper)));
        }
      }
      return lines.filter(line => line !== null);
    }

    /** Every hairline drawn in the section of `list` (its header and footer included). */
    function linesAround(view, list) {
      const scope = list.closest('section') || list;
      return [scope, ...scope.querySelectorAll('*')].filter(rendered).flatMap(element => linesOf(view, element));
    }

    /** The widest line centred within 1.5 px of `y` and overlapping `box` horizontally. */
    function lineAt(lines, y, box) {
      const near = lines.filter(line => Math.abs((line.top + line.bottom) / 2 - y) <= 1.5
                                        && line.right > box.left + 1 && line.left < box.right - 1);
      near.sort((a, b) => (b.right - b.left) - (a.right - a.left));
      return near[0] || null;
    }

    function describeLine(view, line, aspect, context) {
      if (aspect === 'present') return line !== null;
      if (line === null) return null;
      const list = context.list.getBoundingClientRect(), screen = viewportBox(view);
      switch (aspect) {
        case 'color': return { rgba: line.color, backdrop: backdrop(view, line.owner) };
        case 'deviceThickness': return line.thickness * view.devicePixelRatio;
        case 'leadingToText': return line.left - context.text.getBoundingClientRect().left;
        case 'leadingInset': return line.left - list.left;
        case 'trailingInset': return list.right - line.right;
        case 'leadingInsetFromViewport': return line.left - screen.left;
        case 'trailingInsetFromViewport': return screen.right - line.right;
      }
      throw new Error('unknown line aspect ' + aspect);
    }

    /** The visible rows of a list in order, each with the box of its own cell (without its children). */
    function cellsOf(list) {
      return [...list.querySelectorAll('li.lp-item')].filter(rendered).map(item => {
        const box = item.getBoundingClientRect();
        const children = [...item.querySelectorAll('.lp-children')].find(rendered);
        const bottom = children ? children.getBoundingClientRect().top : box.bottom;
        return { item, top: box.top, bottom, left: box.left, right: box.right, text: item.querySelector('.lp-texts > :first-child'),
                 selected: item.classList.contains('is-selected') };
      });
    }

    // Corners -------------------------------------------------------------

    const corners = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

    /** The [horizontal, vertical] radius of each corner of `element` (in `corners`' order)
        as the browser draws it: percentages resolved, and every radius scaled down
        by the same factor when two on one side would overlap. */
    function drawnRadii(view, element) {
      const style = view.getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const resolve = (text, length) => text.endsWith('%') ? parseFloat(text) / 100 * length : px(text);
      const radii = corners.map(corner => {
        const [x, y = x] = style.getPropertyValue(`border-${corner}-radius`).trim().split(/\s+/);
        return [resolve(x, box.width), resolve(y, box.height)];
      });
      const [tl, tr, bl, br] = radii;
      const fits = [[box.width, tl[0] + tr[0]], [box.width, bl[0] + br[0]], [box.height, tl[1] + bl[1]], [box.height, tr[1] + br[1]]];
      const factor = Math.min(1, ...fits.filter(([, sum]) => sum > 0).map(([length, sum]) => length / sum));
      return radii.map(([x, y]) => [x * factor, y * factor]);
    }

    /** For each corner of a list, the element that rounds it: the list, or its first or last row. */
    function cornerOwners(view, list) {
      const items = [...list.children].filter(rendered);
      const first = items[0] || list, last = items[items.length - 1] || list;
      const radius = (node, corner) => px(view.getComputedStyle(node).getPropertyValue(`border-${corner}-radius`));
      return corners.map(corner => {
        const item = corner.startsWith('top') ? first : last;
        return { corner, owner: radius(item, corner) > radius(list, corner) ? item : list };
      });
    }

    // Metrics -------------------------------------------------------------

    function measure(view, element, metric) {
      const style = view.getComputedStyle(element);
      const box = element.getBoundingClientRect();
      switch (metric.kind) {
        case 'style':
          return [style.getPropertyValue(metric.property)];
        case 'color':
          return [{ rgba: parseColor(style.getPropertyValue(metric.property)), backdrop: backdrop(view, element) }];
        case 'backdrop': {
          const behind = backdrop(view, element);
          return [{ rgba: [...behind, 1], backdrop: behind }];
        }
        case 'inset': {
          const outer = metric.from ? element.parentElement.closest(metric.from) : null;
          if (metric.from && !outer) throw new Error(`no ancestor matches ${metric.from}`);
          return [insetOf(box, outer ? outer.getBoundingClientRect() : viewportBox(view), metric.edge)];
        }
        case 'contentInset': {
          const outer = element.closest(metric.from);
          if (!outer) throw new Error(`no ancestor matches ${metric.from}`);
          // A row that gives its box to its cell (display: contents) lends it its parts.
          const parts = [...element.children]
            .flatMap(child => view.getComputedStyle(child).display === 'contents' ? [...child.children] : [child])
            .filter(rendered).map(child => child.getBoundingClientRect());
          if (!parts.length) return [null];
          const content = {
            left: Math.min(...parts.map(part => part.left)), right: Math.max(...parts.map(part => part.right)),
            top: Math.min(...parts.map(part => part.top)), bottom: Math.max(...parts.map(part => part.bottom)),
          };
          return [insetOf(content, outer.getBoundingClientRect(), metric.edge)];
        }
        case 'height':
          return [box.height];
        case 'renderedUppercase': {
          const text = element.innerText.trim();
          return [text === text.toUpperCase() && text !== text.toLowerCase()];
        }
        case 'pinned': {
          // The list scrolls in its nearest scrolling ancestor (a sidebar column that
          // scrolls on its own), else with the page; either is lengthened to scroll.
          const section = element.closest('section') || element.parentElement;
          let scroller = element.parentElement;
          while (scroller && !/auto|scroll/.test(view.getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
          const padded = scroller || view.document.body, padding = padded.style.paddingBottom;
          const port = scroller || view.document.scrollingElement;
          padded.style.paddingBottom = `${3 * view.innerHeight}px`;
          const portTop = scroller ? scroller.getBoundingClientRect().top + scroller.clientTop : 0;
          const target = port.scrollTop + section.getBoundingClientRect().top - portTop + 60;
          port.scrollTop = target;
          const scrolled = Math.abs(port.scrollTop - target) < 1;
          const top = element.getBoundingClientRect().top - portTop;
          port.scrollTop = 0;
          padded.style.paddingBottom = padding;
          if (!scrolled) throw new Error('the list does not scroll');
          return [top >= -1];
        }
        case 'side': {
          const row = element.closest('.lp-row');
          const other = row && row.querySelector(metric.of);
          if (!other) throw new Error(`no ${metric.of} in the row`);
          const them = other.getBoundingClientRect();
          return [box.right <= them.left + 0.5 ? 'leading' : box.left >= them.right - 0.5 ? 'trailing' : 'overlapping'];
        }
        case 'separators': {
          // Beside a selected row the separators hide, as UIKit hides them (§9), and
          // where the definition hides them (separatorConfiguration): only pairs of
          // unselected rows with automatic separators are measured.
          const lines = linesAround(view, element), cells = cellsOf(element);
          return cells.slice(1).flatMap((cell, index) => {
            const above = cells[index];
            if (above.selected || cell.selected) return [];
            if (above.item.classList.contains('separator-bottom-hidden') || cell.item.classList.contains('separator-top-hidden')) return [];
            return [{
              label: `${labelOf(above.item)} | ${labelOf(cell.item)}`,
              value: describeLine(view, lineAt(lines, cell.top, cell), metric.aspect, { list: element, text: above.text }),
            }];
          });
        }
        case 'edgeLine': {
          const y = metric.edge === 'top' ? box.top : box.bottom;
          return [describeLine(view, lineAt(linesAround(view, element), y, box), metric.aspect, { list: element })];
        }
        case 'cornerRadius':
          return cornerOwners(view, element).map(({ corner, owner }) => ({
            label: `${labelOf(element)} ${corner}`,
            value: px(view.getComputedStyle(owner).getPropertyValue(`border-${corner}-radius`)),
          }));
        case 'cornerShape': {
          const supported = view.CSS.supports('corner-shape', 'squircle');
          return cornerOwners(view, element).map(({ corner, owner }) => ({
            label: `${labelOf(element)} ${corner}`,
            value: supported ? view.getComputedStyle(owner).getPropertyValue(`corner-${corner}-shape`) : 'unsupported',
          }));
        }
        case 'capsuleShortfall':
          return [box.height / 2 - Math.min(...drawnRadii(view, element).map(([x, y]) => Math.min(x, y)))];
        case 'gapToNextSibling': {
          let next = element.nextElementSibling;
          while (next && !rendered(next)) next = next.nextElementSibling;
          if (!next) return [];
          const them = next.getBoundingClientRect();
          return [them.left >= box.right - 0.5 ? them.left - box.right : box.left - them.right];
        }
      }
      throw new Error('unknown metric ' + metric.kind);
    }

    function run(request, frame) {
      const view = frame.contentWindow;
      const result = { id: request.id, design: request.design, page: request.page, width: Number(frame.dataset.width), samples: [] };
      try {
        for (const element of view.document.querySelectorAll(request.selector)) {
          if (!rendered(element)) continue;
          for (const sample of measure(view, element, request.metric)) {
            result.samples.push(sample !== null && typeof sample === 'object' && 'label' in sample
              ? sample : { label: labelOf(element), value: sample });
          }
        }
      } catch (error) {
        result.error = String(error && error.stack || error);
      }
      return result;
    }

    /**
     * Resolves once no animation or transition of any frame is running
     * (scroll-driven ones aside, which run as long as their scroller can
     * scroll): a row drawn for the first time, or one whose script set its
     * state on load, may start its transitions then, and a box measured
     * halfway through one is measured between its two values.
     */
    async function settled(frames) {
      for (let round = 0; round < 10; round += 1) {
        const running = frames.flatMap(frame => frame.contentDocument.getAnimations()).filter(animation =>
          animation.playState === 'running' && !(animation.timeline && 'source' in animation.timeline)
          && Number.isFinite(animation.effect ? animation.effect.getComputedTiming().endTime : Infinity));
        if (running.length === 0) return;
        await Promise.all(running.map(animation => animation.finished.catch(() => null)));
      }
    }

    addEventListener('load', async () => {
      const frames = [...document.querySelectorAll('iframe')];
      // Rows far from a frame's screen are not laid out until they are drawn
      // (content-visibility: auto keeps a placeholder height): every row is
      // measured as it is drawn.
      for (const frame of frames) {
        for (const element of frame.contentDocument.querySelectorAll('*')) {
          if (frame.contentWindow.getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
        }
      }
      await settled(frames);
      const report = {
        frames: frames.map(frame => ({
          design: frame.dataset.design, page: frame.dataset.page, width: Number(frame.dataset.width),
          clientWidth: frame.contentDocument.documentElement.clientWidth,
          devicePixelRatio: frame.contentWindow.devicePixelRatio,
          dark: frame.contentWindow.matchMedia('(prefers-color-scheme: dark)').matches,
          increasedContrast: frame.contentWindow.matchMedia('(prefers-contrast: more)').matches,
          classes: frame.contentDocument.documentElement.className,
        })),
        results: [],
      };
      for (const request of requests) {
        for (const frame of frames.filter(frame => frame.dataset.design === request.design && frame.dataset.page === request.page)) {
          report.results.push(run(request, frame));
        }
      }
      document.getElementById('results').textContent = JSON.stringify(report);
    });
    """#
}
