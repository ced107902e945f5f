tests/compute/autodiff-bwd-user-patterns.slang:56:16: error[NSL3150]: cannot lower to C++: the op 'math.determinant'
