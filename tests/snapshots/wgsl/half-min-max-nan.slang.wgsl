tests/compute/half-min-max-nan.slang:24:23: error[NSL3150]: cannot lower to WGSL: 'isnan' of f16 values
