tests/compute/select-buffer-pointer.slang:15:37: error[NSL3150]: cannot lower to Metal: the type ptr<struct<StructuredBuffer {data: array<i32>}>, storage>
