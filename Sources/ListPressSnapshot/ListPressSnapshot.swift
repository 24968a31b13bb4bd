/// The snapshot stage: PNG images of built pages, taken with the system's
/// Chromium driven headless through the DevTools protocol (`listpress
/// snapshot`). Chromium is an optional dependency, needed by this stage only.
