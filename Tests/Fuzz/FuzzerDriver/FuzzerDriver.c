// The header declares libFuzzer's driver, which -sanitize=fuzzer links; SwiftPM needs a source file per C target.
#include "FuzzerDriver.h"
