"""State -> HTML, as pure functions. No game logic here: what is legal comes
from the engine through the session."""
