tests/compute/variable-buffer-pointer.slang:21:5: error[NSL3150]: cannot lower to HLSL: the type ptr<struct<RWStructuredBuffer {data: array<i32>}>, storage>
