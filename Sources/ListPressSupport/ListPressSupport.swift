// ListPressSupport: what every stage may use and that knows nothing of
// lists: file paths, exact (byte-for-byte) paths, real paths, the paths the
// manifest keeps, file stamps, the content hash (XXH3) and SHA-256, byte runs of
// strings, values made once (`Deferred`, `OnceCell`, `OnceTable`), files
// made in memory (`OutputFile`) and the version.
//
// Uses no other target of the package; the content hash is libxxhash's (CXXHash).
