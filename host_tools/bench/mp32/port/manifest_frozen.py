# mini32f and mini64f: also firmware/tabletop (rules and app) frozen in, as a board firmware built
# with them would have it (build.sh copies it into frozen/ beside this file)
include("manifest.py")
freeze("frozen", "tabletop")
