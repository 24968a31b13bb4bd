// ListPressRender: the third stage. Turns a decoded page into HTML
// (`PageRenderer`, `HTMLWriter`), with the Markdown rendered by cmark,
// through the template set (`Templating/`: the built-in templates with a
// site's own in their place, and what the templates see of a page); makes
// each page's Content Security Policy and a fragment's scoped styles
// (`Styles/`) and the stylesheet of the symbols (`Symbols/`). It draws
// image files by their paths, or from the `data:` URLs it is handed
// (`ImageResolver`).
//
// May use: ListPressSupport, ListPressDiagnostics, ListPressLoad,
// ListPressDecode, CCmark, ListPressTemplates, Mustache.
