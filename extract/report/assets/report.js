// The audit page's script: renders one page of abstracts at a time from the JSON payload, and
// applies the kind filter, the search and the paging, all kept in the URL fragment
// (#kind=speedup,score&q=text&page=2&focus=claim_id) so that a view can be linked and tested.
//
// Values from the tables only ever reach the DOM as text nodes (append of a string) or through
// setAttribute, never as markup: nothing in a table can become an element or a handler. The
// page's Content-Security-Policy allows this script by its sha256 and nothing else.
(function () {
  'use strict';
  const source = document.getElementById('payload');
  const data = JSON.parse(source.textContent);
  source.remove();  // parsed once: the DOM need not carry a second copy of every abstract
  const F = {};
  data.fields.forEach(function (f, i) { F[f] = i; });
  const numeric = new Set(data.numericKinds), entity = new Set(data.entityKinds);
  const papers = data.papers, perPage = data.perPage;
  const boxes = Array.from(document.querySelectorAll('input[name=kind]'));
  const q = document.getElementById('q'), status = document.getElementById('status');
  const main = document.getElementById('papers'), nums = document.getElementById('nums');
  const pagers = Array.from(document.querySelectorAll('nav.pager'));
  let page = 1, texts = null;

  papers.forEach(function (p) {
    p.kinds = Array.from(new Set(p.claims.map(function (c) { return c[F.kind]; }))).sort();
    p.markKinds = p.text.filter(function (s) { return typeof s === 'number'; }).map(function (i) { return p.claims[i][F.kind]; });
  });

  function el(tag, attrs, children) {
    const e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { e.append(c); });  // a string becomes a text node
    return e;
  }
  function dash(v) { return v === null || v === undefined ? '—' : String(v); }

  function tip(c) {
    const value = dash(c[F.value]) + (c[F.value_high] !== null ? ' – ' + c[F.value_high] : '');
    const lines = [c[F.claim_id] + '  [' + c[F.kind] + ']'];
    if (entity.has(c[F.kind])) lines.push('name: ' + dash(c[F.name]));
    data.tipFields.forEach(function (f) { lines.push(f + ': ' + (f === 'value' ? value : dash(c[F[f]]))); });
    return lines.join('\n');
  }

  function mark(c) {
    const m = el('mark', {tabindex: '0', 'data-claim-id': c[F.claim_id], 'data-kind': c[F.kind], 'data-tip': tip(c)}, [c[F.text]]);
    m.className = 'k-' + c[F.kind];  // a property, not markup: an odd kind stays a class name
    return m;
  }

  function faint(seg) {
    const why = 'not a claim: ' + seg[1] + (seg[2] !== null ? ' (rule ' + seg[2] + ')' : '');
    return el('span', {class: 'num', 'data-reason': seg[1], title: why}, [seg[0]]);
  }

  function article(p) {
    const numericCount = p.claims.filter(function (c) { return numeric.has(c[F.kind]); }).length;
    const head = el('h2', {}, [p.title !== null ? p.title : el('i', {class: 'none'}, ['no method named']), ' ',
                               el('span', {class: 'pid'}, [p.id])]);
    const meta = [];
    if (p.source !== null) meta.push([p.source]);
    if (p.venue !== null) meta.push([p.venue]);
    if (p.method !== null) meta.push(['method ', el('b', {}, [p.method])]);
    meta.push([p.claims.length + ' claims (' + numericCount + ' numeric)']);
    if (p.status !== null) meta.push([el('span', {class: 'warn'}, ['status ' + p.status + ': no claims kept'])]);
    const metaLine = el('p', {class: 'meta'});
    meta.forEach(function (part, i) { if (i) metaLine.append(' · '); part.forEach(function (x) { metaLine.append(x); }); });
    const abstract = el('p', {class: 'abstract'}, p.text.map(function (s) {
      return typeof s === 'string' ? s : typeof s === 'number' ? mark(p.claims[s]) : faint(s);
    }));
    const a = el('article', {class: 'paper', id: 'p-' + p.id, 'data-paper-id': p.id, 'data-kinds': p.kinds.join(' '),
                             'data-shown-spans': String(p.markKinds.length)}, [head, metaLine, abstract]);
    if (p.skipped.length) {
      a.append(el('ul', {class: 'skipped'}, p.skipped.map(function (s) {
        const c = p.claims[s[0]];
        return el('li', {}, [el('code', {}, [c[F.claim_id]]), ' ' + c[F.kind] + ' “' + c[F.text] + '”: not highlighted, ' + s[1]]);
      })));
    }
    if (p.claims.length) {
      const rows = p.claims.map(function (c) { return el('tr', {}, c.map(function (v) { return el('td', {}, [dash(v)]); })); });
      const table = el('table', {}, [el('thead', {}, [el('tr', {}, data.fields.map(function (f) { return el('th', {}, [f]); }))]),
                                     el('tbody', {}, rows)]);
      a.append(el('details', {}, [el('summary', {}, ['claims table (' + p.claims.length + ')']), table]));
    }
    return a;
  }

  function searchText(p) {
    const parts = [p.id, p.title, p.source, p.venue, p.method, p.status];
    p.text.forEach(function (s) { parts.push(typeof s === 'string' ? s : typeof s === 'number' ? p.claims[s][F.text] : s[0]); });
    p.claims.forEach(function (c) { c.forEach(function (v) { parts.push(v); }); });
    return parts.filter(function (x) { return x !== null; }).join(' ').toLowerCase();
  }

  function apply(write) {
    const on = new Set(boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; }));
    const all = on.size === boxes.length, needle = q.value.trim().toLowerCase();
    if (needle && texts === null) texts = new Map(papers.map(function (p) { return [p, searchText(p)]; }));
    const visible = papers.filter(function (p) {
      return (all || p.kinds.some(function (k) { return on.has(k); })) && (!needle || texts.get(p).indexOf(needle) >= 0);
    });
    const pages = Math.max(1, Math.ceil(visible.length / perPage));
    page = Math.min(Math.max(1, page), pages);
    const shown = visible.slice((page - 1) * perPage, page * perPage);
    main.replaceChildren(...shown.map(article));
    const marks = main.querySelectorAll('mark[data-claim-id]');
    marks.forEach(function (m) { m.classList.toggle('off', !on.has(m.dataset.kind)); });
    let visibleMarks = 0;
    visible.forEach(function (p) { p.markKinds.forEach(function (k) { if (on.has(k)) visibleMarks++; }); });
    const body = document.body.dataset;
    body.visiblePapers = visible.length;
    body.visibleMarks = visibleMarks;
    body.page = page;
    body.pages = pages;
    body.pagePapers = shown.length;
    body.marksCounted = marks.length;
    status.textContent = visible.length + ' of ' + papers.length + ' papers, ' + visibleMarks + ' highlighted spans';
    pagers.forEach(function (nav) {
      nav.hidden = pages < 2;
      nav.querySelector('.prev').disabled = page <= 1;
      nav.querySelector('.next').disabled = page >= pages;
      nav.querySelector('.at').textContent = 'page ' + page + ' of ' + pages + ' (' + perPage + ' abstracts a page, those with claims first)';
    });
    if (write) {
      const h = [];
      if (!all) h.push('kind=' + Array.from(on).join(','));
      if (needle) h.push('q=' + encodeURIComponent(q.value.trim()));
      if (page > 1) h.push('page=' + page);
      try { history.replaceState(null, '', h.length ? '#' + h.join('&') : location.pathname + location.search); } catch (e) {}
    }
    return visible;
  }

  function read() {
    const h = new URLSearchParams(location.hash.slice(1));
    if (h.has('kind')) {
      const want = h.get('kind').split(',');
      boxes.forEach(function (b) { b.checked = want.indexOf(b.value) >= 0; });
    }
    if (h.has('q')) q.value = h.get('q');
    page = parseInt(h.get('page') || '1', 10) || 1;
    const focus = h.get('focus');
    let visible = apply(false);
    if (focus) {
      const at = visible.findIndex(function (p) { return p.claims.some(function (c) { return c[F.claim_id] === focus; }); });
      if (at >= 0 && Math.floor(at / perPage) + 1 !== page) { page = Math.floor(at / perPage) + 1; visible = apply(false); }
      const m = Array.from(main.querySelectorAll('mark[data-claim-id]')).find(function (x) { return x.dataset.claimId === focus; });
      if (m) m.focus();
    }
  }

  function turn(by) {
    page += by;
    apply(true);
    main.scrollIntoView();
  }

  document.getElementById('filters').addEventListener('submit', function (e) { e.preventDefault(); });
  boxes.forEach(function (b) { b.addEventListener('change', function () { page = 1; apply(true); }); });
  q.addEventListener('input', function () { page = 1; apply(true); });
  document.getElementById('all').addEventListener('click', function () { boxes.forEach(function (b) { b.checked = true; }); page = 1; apply(true); });
  document.getElementById('none').addEventListener('click', function () { boxes.forEach(function (b) { b.checked = false; }); page = 1; apply(true); });
  pagers.forEach(function (nav) {
    nav.querySelector('.prev').addEventListener('click', function () { turn(-1); });
    nav.querySelector('.next').addEventListener('click', function () { turn(1); });
  });
  if (nums) nums.addEventListener('change', function () { main.classList.toggle('nonum', !nums.checked); });
  window.addEventListener('hashchange', read);
  read();
  document.body.dataset.renderedMs = Math.round(performance.now());  // time from navigation to the first page shown
})();
