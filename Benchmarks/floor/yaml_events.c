/*
 * The libyaml half of the benchmark's floor: the least work any tool that
 * reads these definitions with libyaml must do.
 *
 * It takes a list of definition files (one path per line on standard input),
 * reads each file, finds its front matter (from the first line "---" to the
 * next line "---") and pulls every libyaml parse event out of it, building no
 * tree. It prints the number of files and events, so the work cannot be
 * optimised away and a wrong input shows.
 *
 *   find CORPUS/lists -name '*.md' | sort | yaml-events
 *
 * Build: gcc -O2 -o yaml-events yaml_events.c -lyaml
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

/* Reads a whole file into a malloc'ed buffer; returns NULL on failure. */
static char *read_file(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  size_t capacity = 1 << 16, used = 0;
  char *bytes = malloc(capacity);
  size_t n;
  while (bytes && (n = fread(bytes + used, 1, capacity - used, file)) > 0) {
    used += n;
    if (used == capacity) bytes = realloc(bytes, capacity *= 2);
  }
  fclose(file);
  *length = used;
  return bytes;
}

/* The front matter of a definition: the bytes between a first line "---"
 * and the next line that is "---". Returns 0 when there is none. */
static int front_matter(const char *bytes, size_t length, const char **start, size_t *size) {
  if (length < 4 || strncmp(bytes, "---\n", 4) != 0) return 0;
  const char *begin = bytes + 4, *end = bytes + length;
  for (const char *line = begin; line < end;) {
    const char *newline = memchr(line, '\n', (size_t)(end - line));
    const char *line_end = newline ? newline : end;
    if (line_end - line == 3 && strncmp(line, "---", 3) == 0) {
      *start = begin;
      *size = (size_t)(line - begin);
      return 1;
    }
    line = line_end + 1;
  }
  return 0;
}

int main(void) {
  char path[4096];
  long files = 0, events = 0;
  while (fgets(path, sizeof path, stdin)) {
    path[strcspn(path, "\n")] = '\0';
    if (!*path) continue;
    size_t length;
    char *bytes = read_file(path, &length);
    const char *yaml;
    size_t size;
    if (!bytes || !front_matter(bytes, length, &yaml, &size)) {
      fprintf(stderr, "yaml-events: %s: cannot read its front matter\n", path);
      return 1;
    }
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)yaml, size);
    for (int done = 0; !done;) {
      yaml_event_t event;
      if (!yaml_parser_parse(&parser, &event)) {
        fprintf(stderr, "yaml-events: %s:%zu: %s\n", path,
                parser.problem_mark.line + 1, parser.problem ? parser.problem : "parse error");
        return 1;
      }
      done = event.type == YAML_STREAM_END_EVENT;
      events++;
      yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    free(bytes);
    files++;
  }
  printf("%ld files, %ld events\n", files, events);
  return 0;
}
