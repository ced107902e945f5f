tests/compute/uniform-struct-array-resources-out.slang:20:1: error[NSL3150]: cannot lower to HLSL: a storage block that is not a struct
