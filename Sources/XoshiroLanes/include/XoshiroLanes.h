#ifndef XOSHIRO_LANES_H
#define XOSHIRO_LANES_H

#include <stddef.h>
#include <stdint.h>

/// The number of xoshiro256** streams advanced together: 8 on every platform (the vector width
/// only decides how many lanes one instruction steps: 8 with AVX-512, 4 with AVX2).
#define XOSHIRO_LANES 8

/// The states of 8 xoshiro256** streams, word k of lane l at s[k][l] (structure of arrays, so
/// one vector load takes word k of every lane).
typedef struct {
    uint64_t s[4][XOSHIRO_LANES];
} xoshiro_lanes;

/// Which kernel `xoshiro_lanes_fill` uses.
typedef enum {
    xoshiro_kernel_portable = 0,  ///< plain C, one lane at a time
    xoshiro_kernel_avx2 = 1,      ///< 4 lanes per 256-bit instruction
    xoshiro_kernel_avx512 = 2,    ///< 8 lanes per 512-bit instruction, native 64-bit rotates
} xoshiro_kernel;

/// The best kernel this CPU and OS support (CPUID and XGETBV on x86-64; portable elsewhere).
xoshiro_kernel xoshiro_lanes_best_kernel(void);

/// Advances every lane `rows` steps, writing lane l's i-th output to out[i * 8 + l].
/// Every kernel writes the same words: each lane is its scalar stream.
void xoshiro_lanes_fill(xoshiro_kernel kernel, xoshiro_lanes *state, uint64_t *out, size_t rows);

#endif
