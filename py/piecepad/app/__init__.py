"""The app's behaviour, kept pure: routes, saves and the play session.

The DOM glue (py/main.py) only feeds events in and swaps the HTML the view
makes from these values, so all of it is tested in CPython.
"""
