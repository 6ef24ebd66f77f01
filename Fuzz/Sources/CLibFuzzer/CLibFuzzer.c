// Declarations only: LLVMFuzzerRunDriver is defined by the fuzzer runtime the
// `-sanitize=fuzzer` flag links in. SwiftPM needs one source file per C target.
#include "CLibFuzzer.h"
