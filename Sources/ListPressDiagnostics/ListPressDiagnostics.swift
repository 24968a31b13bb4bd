// ListPressDiagnostics: the problems a definition can have, each with its
// file, line and column (`Diagnostic`, `SourceLocation`), the lists of
// accepted values a message suggests, and text made safe to print.
//
// May use: ListPressSupport.
