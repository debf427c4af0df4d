/* Feeds TestU01 (L'Ecuyer & Simard) from stdin, so its batteries read casino-odds' raw words
 * without a file: SmallCrush reads about 1.8 GB of 32-bit words and Crush about 271 GB.
 *
 *   cc -O2 -o testu01_stdin Scripts/testu01_stdin.c -ltestu01 -lprobdist -lmylib -lm
 *   .build/release/casino-odds rng --seed 42 --format raw | ./testu01_stdin small high
 *   .build/release/casino-odds rng --seed 42 --format raw | ./testu01_stdin crush low
 *
 * Battery: small (SmallCrush), crush (Crush) or big (BigCrush). Half: high or low — which 32 bits
 * of each little-endian 64-bit word TestU01 sees (it tests 32-bit outputs). TestU01 is not a
 * Debian package: build it from its authors' source first. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "unif01.h"
#include "bbattery.h"

static uint64_t buffer[8192];
static size_t filled = 0, position = 0;
static int high_half = 1;

static unsigned int next_bits(void) {
    if (position == filled) {
        filled = fread(buffer, sizeof buffer[0], sizeof buffer / sizeof buffer[0], stdin);
        position = 0;
        if (filled == 0) { fprintf(stderr, "testu01_stdin: input ended\n"); exit(2); }
    }
    uint64_t word = buffer[position++];  /* little-endian host: the bytes as written */
    return (unsigned int)(high_half ? word >> 32 : word & 0xffffffffu);
}

int main(int argc, char **argv) {
    if (argc != 3 || (strcmp(argv[2], "high") && strcmp(argv[2], "low"))) {
        fprintf(stderr, "usage: testu01_stdin small|crush|big high|low\n");
        return 2;
    }
    high_half = strcmp(argv[2], "high") == 0;
    unif01_Gen *gen = unif01_CreateExternGenBits(high_half ? "casino-odds high 32" : "casino-odds low 32", next_bits);
    if (strcmp(argv[1], "small") == 0) bbattery_SmallCrush(gen);
    else if (strcmp(argv[1], "crush") == 0) bbattery_Crush(gen);
    else if (strcmp(argv[1], "big") == 0) bbattery_BigCrush(gen);
    else { fprintf(stderr, "testu01_stdin: battery is small, crush or big\n"); return 2; }
    unif01_DeleteExternGenBits(gen);
    return 0;
}
