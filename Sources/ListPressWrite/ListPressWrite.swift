// ListPressWrite: the fourth stage. Checks and copies the images
// (`ImageChecks`, `ImageAssets`), embeds them in a standalone page
// (`EmbeddedImages`), and writes the pages, the index and the stylesheet
// into the output folder (`SiteWriter`, `AtomicFile`), listing each file in
// the journal before writing it (`OutputJournal`).
//
// May use: ListPressSupport, ListPressDiagnostics, ListPressLoad,
// ListPressDecode, ListPressRender.
