// ListPressLoad: the first stage. Reads a definition file (`FileContents`),
// splits its YAML block from the Markdown body (`FrontMatter`) and parses
// the YAML with libyaml into a tree that remembers the line and column of
// every key and value (`YAMLNode`, `LoadedDocument`).
//
// May use: ListPressSupport, ListPressDiagnostics, CYaml.
