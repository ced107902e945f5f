tests/compute/glsl-atomic-double.slang:25:21: error[NSL3150]: cannot lower to HLSL: an atomic add, min or max of floats
