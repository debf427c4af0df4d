// xoshiro256** (Blackman & Vigna 2018) for 8 independent streams at once, in SIMD lanes.
//
// The lab builds this file for the x86-64 baseline: the AVX2 and AVX-512 kernels are compiled
// for their instruction sets by `target` attributes and chosen at run time, so one binary runs
// on any x86-64 CPU and uses the widest vectors it has. Every kernel computes the same words.
#include "XoshiroLanes.h"

typedef uint64_t lanes8 __attribute__((vector_size(64)));

#define XOSHIRO_STEP_BODY(ROTL)                                                            \
    for (size_t i = 0; i < rows; i++) {                                                    \
        lanes8 x5 = (s1 << 2) + s1;                       /* s1 · 5 */                     \
        lanes8 r = ROTL(x5, 7);                                                            \
        lanes8 result = (r << 3) + r;                     /* · 9 */                        \
        lanes8 t = s1 << 17;                                                               \
        s2 ^= s0;                                                                          \
        s3 ^= s1;                                                                          \
        s1 ^= s2;                                                                          \
        s0 ^= s3;                                                                          \
        s2 ^= t;                                                                           \
        s3 = ROTL(s3, 45);                                                                 \
        __builtin_memcpy(out + i * XOSHIRO_LANES, &result, sizeof result);                \
    }

#define ROTL_SHIFTS(x, k) (((x) << (k)) | ((x) >> (64 - (k))))

// Macros, not functions: a 512-bit vector passed to a function compiled without AVX-512 changes the ABI.
#define LOAD_LANES(state)                                                                  \
    lanes8 s0, s1, s2, s3;                                                                 \
    __builtin_memcpy(&s0, (state)->s[0], sizeof s0);                                       \
    __builtin_memcpy(&s1, (state)->s[1], sizeof s1);                                       \
    __builtin_memcpy(&s2, (state)->s[2], sizeof s2);                                       \
    __builtin_memcpy(&s3, (state)->s[3], sizeof s3);
#define STORE_LANES(state)                                                                 \
    __builtin_memcpy((state)->s[0], &s0, sizeof s0);                                       \
    __builtin_memcpy((state)->s[1], &s1, sizeof s1);                                       \
    __builtin_memcpy((state)->s[2], &s2, sizeof s2);                                       \
    __builtin_memcpy((state)->s[3], &s3, sizeof s3);

static uint64_t rotl64(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

// One lane at a time: the reference the vector kernels must match, and the kernel where no vector one runs.
static void fill_portable(xoshiro_lanes *state, uint64_t *out, size_t rows) {
    for (int l = 0; l < XOSHIRO_LANES; l++) {
        uint64_t s0 = state->s[0][l], s1 = state->s[1][l], s2 = state->s[2][l], s3 = state->s[3][l];
        for (size_t i = 0; i < rows; i++) {
            uint64_t result = rotl64(s1 * 5, 7) * 9;
            uint64_t t = s1 << 17;
            s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3; s2 ^= t;
            s3 = rotl64(s3, 45);
            out[i * XOSHIRO_LANES + l] = result;
        }
        state->s[0][l] = s0; state->s[1][l] = s1; state->s[2][l] = s2; state->s[3][l] = s3;
    }
}

#if defined(__x86_64__)
#include <cpuid.h>

__attribute__((target("avx2")))
static void fill_avx2(xoshiro_lanes *state, uint64_t *out, size_t rows) {
    LOAD_LANES(state)
    XOSHIRO_STEP_BODY(ROTL_SHIFTS)
    STORE_LANES(state)
}

__attribute__((target("avx512f")))
static void fill_avx512(xoshiro_lanes *state, uint64_t *out, size_t rows) {
    LOAD_LANES(state)
    // The shift-or pattern compiles to VPROLQ, AVX-512's 64-bit rotate.
    XOSHIRO_STEP_BODY(ROTL_SHIFTS)
    STORE_LANES(state)
}

static uint64_t xgetbv0(void) {
    uint32_t eax, edx;
    __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
    return ((uint64_t)edx << 32) | eax;
}

xoshiro_kernel xoshiro_lanes_best_kernel(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return xoshiro_kernel_portable;
    int osxsave = (c >> 27) & 1, avx = (c >> 28) & 1;
    if (!osxsave || !avx) return xoshiro_kernel_portable;
    uint64_t xcr0 = xgetbv0();
    if ((xcr0 & 0x6) != 0x6) return xoshiro_kernel_portable;  // the OS saves XMM and YMM state
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return xoshiro_kernel_portable;
    int avx2 = (b >> 5) & 1, avx512f = (b >> 16) & 1;
    if (avx512f && (xcr0 & 0xe6) == 0xe6) return xoshiro_kernel_avx512;  // and opmask, ZMM state
    if (avx2) return xoshiro_kernel_avx2;
    return xoshiro_kernel_portable;
}

void xoshiro_lanes_fill(xoshiro_kernel kernel, xoshiro_lanes *state, uint64_t *out, size_t rows) {
    switch (kernel) {
    case xoshiro_kernel_avx512: fill_avx512(state, out, rows); return;
    case xoshiro_kernel_avx2: fill_avx2(state, out, rows); return;
    default: fill_portable(state, out, rows); return;
    }
}
#else
xoshiro_kernel xoshiro_lanes_best_kernel(void) { return xoshiro_kernel_portable; }

void xoshiro_lanes_fill(xoshiro_kernel kernel, xoshiro_lanes *state, uint64_t *out, size_t rows) {
    (void)kernel;
    fill_portable(state, out, rows);
}
#endif
