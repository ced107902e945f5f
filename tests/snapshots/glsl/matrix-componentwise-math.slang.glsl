tests/compute/matrix-componentwise-math.slang:33:30: error[NSL3150]: cannot lower to GLSL: 'math.countbits' of 64-bit integers
