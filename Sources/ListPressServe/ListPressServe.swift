// ListPressServe: the preview server of `listpress serve` (`PreviewServer`),
// on libmicrohttpd: serves the output folder of a watched build over HTTP,
// GET and HEAD of files inside it only (`RequestTarget`), with their
// content types (`ContentType`); puts the reload script and its allowance
// in the Content Security Policy into each HTML page as it is sent
// (`ReloadScript`), never into the files; shows a failed definition's
// diagnostics at its page's URL (`PageErrors`, `ErrorPage`); and tells
// open pages of every rebuild over server-sent events (`ReloadEvents`,
// `EventStream`). A target of its own, after ListPressBuild, so that only
// the command line links libmicrohttpd: ListPressKit, the library a
// program embeds, stays without a server. Only ListPressCLI uses it.
//
// May use: ListPressSupport, ListPressDiagnostics, ListPressRender,
// ListPressWrite, ListPressBuild, and CMicroHTTPD.
