#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A reader that closes the pipe early (`navlint lint | head -1`) must end the
// run quietly, not kill it with SIGPIPE mid-write.
signal(SIGPIPE, SIG_IGN)
MallocTuning.apply()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
