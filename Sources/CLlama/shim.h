// llama.cpp's C API: from the headers `scripts/setup` links into .llama/include when this checkout has been set
// up, else from the include path (pkg-config's `llama.pc`, or a system-wide install of llama.cpp).
#if __has_include("../../.llama/include/llama.h")
#include "../../.llama/include/llama.h"
#else
#include <llama.h>
#endif
