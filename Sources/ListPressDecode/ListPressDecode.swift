// ListPressDecode: the second stage. Checks the loaded tree against the
// format (docs/format.md) and turns it into the typed page (`Model/`:
// `ListPage`, `ListSection`, `ListItem`, ...), collecting every problem as a
// located diagnostic (`PageDecoder`, `DefinitionDecoder`). The catalog of
// the symbols a definition may name (`Symbols/`) is here, below the
// renderer that draws them, and so is the format's JSON Schema, made from
// the decoder's own vocabularies (`Schema/`: `FormatSchema`).
//
// May use: ListPressSupport, ListPressDiagnostics, ListPressLoad,
// ListPressTemplates.
