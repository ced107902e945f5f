tests/compute/structured-buffer-c-layout.slang:22:1: error[NSL3150]: cannot lower to GLSL: a variable in the storage_buffer_c storage class
