#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's own driver (compiler-rt, `-sanitize=fuzzer`): parses libFuzzer's flags
/// from `argc`/`argv` and runs `callback` on every input it makes.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
