tests/compute/variable-buffer-pointer-array.slang:16:5: error[NSL3150]: cannot lower to C++: the type ptr<struct<StructuredBuffer {data: array<i32>}>, storage>
