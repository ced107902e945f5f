tests/compute/constant-folding.slang:72:20: error[NSL3150]: cannot lower to HLSL: this scalar type
