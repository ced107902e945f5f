tests/compute/generic-type-join.slang:43:30: error[NSL3150]: cannot lower to HLSL: this scalar type
