tests/compute/matrix-elementwise-math.slang:27:29: error[NSL3150]: cannot lower to GLSL: 'math.floor' on matrices
