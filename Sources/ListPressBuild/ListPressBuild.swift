// ListPressBuild: runs a build or a check, given its `BuildOptions` and
// giving back its `BuildReport`: finding the definitions
// (`InputDiscovery`), claiming every output path once (`PageClaims`,
// `ImageClaims`), the worker pool, the manifest of incremental builds
// (`Manifest/`), the output folder's lock, and the watcher (`Watch/`).
// Only ListPressKit uses it.
//
// May use: every stage (ListPressSupport, ListPressDiagnostics,
// ListPressLoad, ListPressDecode, ListPressRender, ListPressWrite,
// ListPressGallery) and ListPressTemplates.
