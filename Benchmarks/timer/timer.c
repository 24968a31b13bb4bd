/*
 * The benchmark's timer: runs the commands Benchmarks/run asks for, one at a
 * time, and reports for each its wall time and the kernel's account of it
 * (user and system CPU time, peak resident memory), as wait4 gives them.
 *
 * It stays running for the whole benchmark, so that no wrapper process
 * starts and ends around each command (GNU time -v did: 4.5 ms more on every
 * wall time, a tenth of a no-op rebuild). It is small, because a child's
 * peak memory counts the memory of the process it was forked from: forked
 * from Python, `cp -r` would report Python's 22 MB.
 *
 * A request on standard input is a sequence of NUL-terminated strings: the
 * number of arguments, the folder to run in ("" for this one), the file for
 * the command's standard input ("" for /dev/null), the file for its
 * standard error, then the arguments. The answer is one line on standard
 * output: exit status, wall nanoseconds, user and system microseconds, peak
 * resident KiB. Standard output of the command goes to /dev/null.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Reads one NUL-terminated string from standard input; NULL at its end. */
static char *read_string(void) {
    size_t capacity = 64, length = 0;
    char *text = malloc(capacity);
    int c;
    while ((c = getchar()) != EOF && c != '\0') {
        if (length + 1 == capacity) text = realloc(text, capacity *= 2);
        text[length++] = (char)c;
    }
    if (c == EOF && length == 0) {
        free(text);
        return NULL;
    }
    text[length] = '\0';
    return text;
}

static long long nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static void redirect(const char *path, int flags, int target) {
    int descriptor = open(path, flags, 0644);
    if (descriptor < 0 || dup2(descriptor, target) < 0) _exit(126);
    close(descriptor);
}

int main(void) {
    char *count_text;
    while ((count_text = read_string()) != NULL) {
        int count = atoi(count_text);
        char *folder = read_string(), *input = read_string(), *errors = read_string();
        if (count <= 0 || !folder || !input || !errors) return 2;
        char **arguments = calloc((size_t)count + 1, sizeof *arguments);
        for (int i = 0; i < count; i++) {
            if (!(arguments[i] = read_string())) return 2;
        }
        long long start = nanoseconds();
        pid_t child = fork();
        if (child == 0) {
            if (*folder && chdir(folder) != 0) _exit(126);
            redirect(*input ? input : "/dev/null", O_RDONLY, 0);
            redirect("/dev/null", O_WRONLY, 1);
            redirect(errors, O_WRONLY | O_CREAT | O_TRUNC, 2);
            execvp(arguments[0], arguments);
            _exit(127);
        }
        int status = 0;
        struct rusage usage;
        if (child < 0 || wait4(child, &status, 0, &usage) < 0) return 3;
        long long wall = nanoseconds() - start;
        int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        printf("%d %lld %lld %lld %ld\n", code, wall,
               (long long)usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec,
               (long long)usage.ru_stime.tv_sec * 1000000LL + usage.ru_stime.tv_usec, usage.ru_maxrss);
        fflush(stdout);
        for (int i = 0; i < count; i++) free(arguments[i]);
        free(arguments);
        free(count_text);
        free(folder);
        free(input);
        free(errors);
    }
    return 0;
}
