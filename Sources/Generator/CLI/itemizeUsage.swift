/// The synopsis printed under a usage error.
let itemizeUsage = """
    usage: itemize generate SPEC... [--output FILE|DIR] [--templates DIR] [--target NAME] [--check]
           itemize generate --config FILE [--check]
           itemize templates list | itemize templates print NAME
           itemize --help | --version
    """
