let coreBenchmarks: [Benchmark] = []
