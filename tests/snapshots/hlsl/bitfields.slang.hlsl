tests/compute/bitfields.slang:42:14: error[NSL3150]: cannot lower to HLSL: this scalar type
