// ListPressKit is the library's public face: `ListPress.check`,
// `ListPress.build`, `ListPress.decode`, `ListPress.render` and
// `ListPress.snapshot`, in this folder, over the stage targets beside it
// (README, "Project layout").
//
// The stages' public types (the options, the report, the diagnostics, the
// page model, the template set) are re-exported, so that a program
// importing `ListPressKit` sees them under their own names, as one module.
// A re-export rather than a type alias per type: a name then has one
// declaration, so a program (or a test) that also imports a stage module
// meets no ambiguity, and a new public type of a stage needs no second line
// here.

@_exported import ListPressSupport
@_exported import ListPressDiagnostics
@_exported import ListPressLoad
@_exported import ListPressDecode
@_exported import ListPressRender
@_exported import ListPressWrite
@_exported import ListPressGallery
@_exported import ListPressBuild
@_exported import ListPressSnapshot
