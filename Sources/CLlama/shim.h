// llama.cpp's C API: from the headers `scripts/setup` links into .llama/include when this checkout has been set
// up, else from the include path (pkg-config's `llama.pc`, or a system-wide install of llama.cpp).
#if __has_include("../../.llama/include/llama.h")
#include "../../.llama/include/llama.h"
#else
#include <llama.h>
#endif

#include <math.h>

/// log(sum(exp(values))), the denominator of a log-softmax over a vocabulary's logits: in C, so a debug build
/// does not run Swift's unoptimised loop over a 262,144-token row for every scored token.
static inline double personable_log_sum_exp(const float *values, int count) {
    float largest = values[0];
    for (int index = 1; index < count; index++) {
        if (values[index] > largest) largest = values[index];
    }
    double sum = 0;
    for (int index = 0; index < count; index++) sum += expf(values[index] - largest);
    return largest + log(sum);
}
