tests/compute/variable-buffer-pointer-array.slang:8:1: error[NSL3150]: cannot lower to Metal: a storage block that is not a struct
