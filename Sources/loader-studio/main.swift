print("loader-studio")
