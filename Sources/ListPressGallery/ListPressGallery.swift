// ListPressGallery: the design review pages (`--gallery`): every list in
// both designs, at three Dynamic Type sizes and in every appearance, light
// and dark, normal and editing, with the renderer and the page's place in
// the output.
//
// May use: ListPressSupport, ListPressDiagnostics, ListPressLoad,
// ListPressDecode, ListPressRender, ListPressWrite, Mustache.
