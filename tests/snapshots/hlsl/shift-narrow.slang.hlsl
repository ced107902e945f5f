tests/compute/shift-narrow.slang:22:17: error[NSL3150]: cannot lower to HLSL: this scalar type
