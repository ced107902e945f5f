tests/compute/half-min-max-nan.slang:20:17: error[NSL3150]: cannot lower to WGSL: 'math.min' on matrices
