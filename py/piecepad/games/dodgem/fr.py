"""Piecepack Dodg'em: French words (docs/languages.md)."""

MESSAGES = {
    # -- seats, options, set-up editor ------------------------------------------
    "Red": "Rouge",
    "Green": "Vert",
    "Red coin": "Jeton rouge",
    "Green coin": "Jeton vert",
    "Empty square": "Case vide",
    "To move": "Au trait",
    "Direction of travel": "Sens de déplacement",
    "Head-on (east / west)": "Face à face (est / ouest)",
    "Vertical (north / south)": "Vertical (nord / sud)",
    "Draws": "Parties nulles",
    "repetition3, none, ply_cap:N (N a positive whole number)":
        "repetition3, none, ply_cap:N (N un nombre entier positif)",
    "Third repetition is a draw": "Nulle à la troisième répétition",
    "Never a draw": "Jamais de nulle",
    "Draw after 100 moves": "Nulle après 100 coups",
    "Draw after 200 moves": "Nulle après 200 coups",
    "Classic Dodgem ending (a player who cannot move wins)":
        "Fin classique du Dodgem (qui ne peut pas jouer gagne)",
    "Off (Schoessow's rules)": "Non (règles de Schoessow)",
    "On (classic Dodgem)": "Oui (Dodgem classique)",

    # -- the board and the panel ------------------------------------------------
    "Dodg'em board, Red plays from the left": "Plateau de Dodg'em, Rouge part de la gauche",
    "Dodg'em board, Red plays from the right": "Plateau de Dodg'em, Rouge part de la droite",
    "Dodg'em board, Red plays from the bottom": "Plateau de Dodg'em, Rouge part du bas",
    "Dodg'em board, Red plays from the top": "Plateau de Dodg'em, Rouge part du haut",
    "Red's borne-off coins: {n} of {total}": "Jetons sortis de Rouge : {n} sur {total}",
    "Green's borne-off coins: {n} of {total}": "Jetons sortis de Vert : {n} sur {total}",
    "Bear off. {tray}": "Sortir du plateau. {tray}",
    "Bear off": "Sortir",
    "{seat} {n}/{total} off": "{seat} {n}/{total} sortis",
    "a coin steps from a1 to b1": "un jeton avance de a1 à b1",
    "a coin on the far edge leaves the board": "un jeton sur le bord opposé quitte le plateau",
    "only when none of your coins can move": "seulement si aucun de vos jetons ne peut bouger",

    # -- the end of a game --------------------------------------------------------
    "Red wins, with all 5 coins borne off": "Rouge gagne, ses 5 jetons sont sortis",
    "Green wins, with all 5 coins borne off": "Vert gagne, ses 5 jetons sont sortis",
    "Draw: the same position came up a third time":
        "Partie nulle : la même position s'est présentée une troisième fois",
    "Red wins: has no coins left, and under the classic rule a player who cannot move wins":
        "Rouge gagne : il n'a plus de jetons, et selon la règle classique, qui ne peut pas "
        "jouer gagne",
    "Red wins: is blocked, and under the classic rule a player who cannot move wins":
        "Rouge gagne : il est bloqué, et selon la règle classique, qui ne peut pas jouer gagne",
    "Green wins: has no coins left, and under the classic rule a player who cannot move wins":
        "Vert gagne : il n'a plus de jetons, et selon la règle classique, qui ne peut pas "
        "jouer gagne",
    "Green wins: is blocked, and under the classic rule a player who cannot move wins":
        "Vert gagne : il est bloqué, et selon la règle classique, qui ne peut pas jouer gagne",

    # -- refused moves and positions ----------------------------------------------
    "you may pass only when none of your coins can move":
        "vous ne pouvez passer que si aucun de vos jetons ne peut bouger",
    "a move is written like a1-b1, f3-off, or pass":
        "un coup s'écrit comme a1-b1, f3-off ou pass",
    "the coin on {square} is Green's; it is Red's turn":
        "le jeton en {square} est à Vert ; c'est à Rouge de jouer",
    "the coin on {square} is Red's; it is Green's turn":
        "le jeton en {square} est à Rouge ; c'est à Vert de jouer",
    "there is no Red coin on {square}": "il n'y a pas de jeton rouge en {square}",
    "there is no Green coin on {square}": "il n'y a pas de jeton vert en {square}",
    "Red is blocked and must pass": "Rouge est bloqué et doit passer",
    "Green is blocked and must pass": "Vert est bloqué et doit passer",
    "a coin bears off only from the far file, file f":
        "un jeton ne sort que depuis la colonne opposée, la colonne f",
    "a coin bears off only from the far file, file a":
        "un jeton ne sort que depuis la colonne opposée, la colonne a",
    "a coin bears off only from the far rank, rank 6":
        "un jeton ne sort que depuis la rangée opposée, la rangée 6",
    "a coin bears off only from the far rank, rank 1":
        "un jeton ne sort que depuis la rangée opposée, la rangée 1",
    "coins never move diagonally": "les jetons ne se déplacent jamais en diagonale",
    "a coin moves one square at a time": "un jeton avance d'une seule case à la fois",
    "{square} is occupied": "{square} est occupée",
    "coins never move backward": "les jetons ne reculent jamais",
    "position text is the board then r or g for the player to move, like "
    "'5G/R4G/R4G/R4G/R4G/R5 r'; got '{text}'":
        "le texte de la position donne le plateau puis r ou g pour le joueur au trait, "
        "comme '5G/R4G/R4G/R4G/R4G/R5 r' ; reçu : '{text}'",
    "the board needs {ranks} ranks separated by '/', got {n}":
        "le plateau doit avoir {ranks} rangées séparées par '/', reçu : {n}",
    "rank {rank}: '{ch}' is not R, G or a digit, or the rank is too long":
        "rangée {rank} : '{ch}' n'est ni R, ni G, ni un chiffre, ou la rangée est trop longue",
    "rank {rank} covers {n} squares, not {width}":
        "la rangée {rank} couvre {n} cases au lieu de {width}",
    "Red has {n} coins on the board; there are only {total}":
        "Rouge a {n} jetons sur le plateau ; il n'y en a que {total}",
    "Green has {n} coins on the board; there are only {total}":
        "Vert a {n} jetons sur le plateau ; il n'y en a que {total}",
    "both players have borne off every coin; only one can":
        "les deux joueurs ont sorti tous leurs jetons ; un seul le peut",
    "a1-b1 (a step) or *f3 (bearing off)": "a1-b1 (un pas) ou *f3 (une sortie)",
    "this PPN sets up Dodgem in the {variant} layout (coins on the left and bottom edges); "
    "Piecepad plays Schoessow's layout (Variant: schoessow)":
        "ce PPN installe le Dodgem dans la disposition {variant} (jetons sur les bords gauche "
        "et bas) ; Piecepad joue la disposition de Schoessow (Variant: schoessow)",
    "Piecepad plays Dodg'em on a 6 by 6 board, not NRows {nrows}":
        "Piecepad joue Dodg'em sur un plateau de 6 sur 6, pas avec NRows {nrows}",

    # -- the rules page -------------------------------------------------------------
    "A race for two on a six-by-six board, adapted for the piecepack by Michael Schoessow "
    "in 2004 from the old game of Dodgem. Each player tries to get all five of their coins "
    "across the board and off the far side first.":
        "Une course à deux sur un plateau de six cases sur six, adaptée au piecepack par "
        "Michael Schoessow en 2004 à partir du vieux jeu de Dodgem. Chaque joueur essaie "
        "d'être le premier à faire traverser le plateau à ses cinq jetons et à les faire "
        "sortir de l'autre côté.",
    "Setting up": "Mise en place",
    "Red {red} starts with coins on a1 to a5, down the left edge. Green {green} starts with "
    "coins on f2 to f6, down the right edge. The corners a6 and f1 stay empty. Red moves "
    "first.":
        "Rouge {red} commence avec des jetons de a1 à a5, le long du bord gauche. Vert "
        "{green} commence avec des jetons de f2 à f6, le long du bord droit. Les coins a6 "
        "et f1 restent vides. Rouge joue en premier.",
    "The opening position": "La position de départ",
    "Moving": "Se déplacer",
    "On your turn, move one of your coins one square, either straight ahead or to the side, "
    "onto an empty square. Red's coins head right, towards Green's side; Green's head left. "
    "A coin never moves backwards or diagonally, never jumps, and never captures.":
        "À votre tour, déplacez un de vos jetons d'une case, tout droit ou sur le côté, vers "
        "une case vide. Les jetons de Rouge vont vers la droite, du côté de Vert ; ceux de "
        "Vert vont vers la gauche. Un jeton ne recule jamais, ne se déplace jamais en "
        "diagonale, ne saute jamais et ne prend jamais.",
    "The Red coin on c4 may go to d4, c5 or c3.":
        "Le jeton rouge en c4 peut aller en d4, c5 ou c3.",
    "Leaving the board": "Sortir du plateau",
    "A coin that has reached the far edge (the f file for Red, the a file for Green) may "
    "step off the board as its next move, from any square of that edge. It does not have "
    "to: it may also slide along the edge. A coin that has left is out of the game.":
        "Un jeton qui a atteint le bord opposé (la colonne f pour Rouge, la colonne a pour "
        "Vert) peut sortir du plateau à son coup suivant, depuis n'importe quelle case de "
        "ce bord. Ce n'est pas obligatoire : il peut aussi glisser le long du bord. Un "
        "jeton sorti ne joue plus.",
    "The Red coin on f4 may leave the board, or go to f5 or f3.":
        "Le jeton rouge en f4 peut sortir du plateau, ou aller en f5 ou f3.",
    "Blocked": "Bloqué",
    "You must move if you can. If none of your coins can move, you pass and your opponent "
    "plays again. (Both players can never be blocked at once.)":
        "Vous devez jouer si vous le pouvez. Si aucun de vos jetons ne peut bouger, vous "
        "passez et votre adversaire rejoue. (Les deux joueurs ne peuvent jamais être "
        "bloqués en même temps.)",
    "Winning": "Gagner",
    "The first player to take all five coins off the board wins at once.":
        "Le premier joueur à sortir ses cinq jetons du plateau gagne aussitôt.",
    "Direction: by default the coins travel head-on across the board (Red right, Green "
    "left). The rules text can also be read as Red travelling up and Green down; choose "
    "<em>Vertical</em> in the new-game options to play it that way.":
        "Sens : par défaut, les jetons traversent le plateau face à face (Rouge vers la "
        "droite, Vert vers la gauche). Le texte des règles peut aussi se lire avec Rouge "
        "qui monte et Vert qui descend ; choisissez <em>Vertical</em> dans les options de "
        "nouvelle partie pour jouer ainsi.",
    "Draws: a game can go round in circles. By default, when the same position comes up "
    "for the third time with the same player to move, the game is drawn. You can switch "
    "draws off, or draw after a fixed number of moves instead.":
        "Parties nulles : une partie peut tourner en rond. Par défaut, quand la même position "
        "revient pour la troisième fois avec le même joueur au trait, la partie est nulle. "
        "Vous pouvez désactiver les nulles, ou déclarer la nulle après un nombre fixe de "
        "coups.",
    "Classic ending: in the original Dodgem a player who cannot move on their turn wins. "
    "That is not this game's rule, but it is offered as an option to compare; with it on, "
    "taking your last coin off still wins at once.":
        "Fin classique : dans le Dodgem d'origine, le joueur qui ne peut pas jouer à son tour "
        "gagne. Ce n'est pas la règle de ce jeu, mais elle est proposée en option pour "
        "comparer ; avec elle, sortir son dernier jeton gagne toujours aussitôt.",

    # -- the lesson (lesson.txt) and the puzzles (puzzles.txt) -------------------
    "Dodg'em in six steps": "Dodg'em en six étapes",
    "Your first move": "Votre premier coup",
    "Red's coins start down the left edge and travel to the right; Green's start down the "
    "right edge and travel to the left. On your turn you move one of your coins one square. "
    "Red moves first.":
        "Les jetons de Rouge partent du bord gauche et vont vers la droite ; ceux de Vert "
        "partent du bord droit et vont vers la gauche. À votre tour, vous déplacez un de vos "
        "jetons d'une case. Rouge joue en premier.",
    "This step asks for the coin on a3: tap it, then b3, the square to its right.":
        "Cette étape demande le jeton en a3 : touchez-le, puis b3, la case à sa droite.",
    "Forward or to the side": "En avant ou sur le côté",
    "A coin steps forward or to either side, onto an empty square. It never steps back, "
    "never moves diagonally, and never jumps or captures. // The Green coin on d4 stands "
    "in front of your coin.":
        "Un jeton avance tout droit ou d'un côté ou de l'autre, vers une case vide. Il ne "
        "recule jamais, ne va jamais en diagonale, ne saute jamais et ne prend jamais. // Le "
        "jeton vert en d4 se trouve devant votre jeton.",
    "Step to the side: up to c5 or down to c3.":
        "Allez sur le côté : vers le haut en c5 ou vers le bas en c3.",
    "Off the far side": "Sortie de l'autre côté",
    "A coin on the far edge (the f file for Red) may step off the board on its next move. "
    "Tap the coin, then the tray beyond the edge.":
        "Un jeton sur le bord opposé (la colonne f pour Rouge) peut sortir du plateau à son "
        "coup suivant. Touchez le jeton, puis le bac au-delà du bord.",
    "Blocked means pass": "Bloqué, on passe",
    "You must move if you can. A player none of whose coins can move passes, and the other "
    "player moves again. // Green's coin on b1 can only go to a1 or b2.":
        "Vous devez jouer si vous le pouvez. Un joueur dont aucun jeton ne peut bouger passe, "
        "et l'autre joueur rejoue. // Le jeton de Vert en b1 ne peut aller qu'en a1 ou b2.",
    "Find the move that leaves Green's coin with no empty square to go to.":
        "Trouvez le coup qui ne laisse au jeton de Vert aucune case vide où aller.",
    "The race is won": "La course est gagnée",
    "The first player to take all five coins off the board wins at once. Red has one coin "
    "left on the board; Green's last coin could leave on its next move.":
        "Le premier joueur à sortir ses cinq jetons du plateau gagne aussitôt. Il reste un "
        "jeton à Rouge sur le plateau ; le dernier jeton de Vert pourrait sortir à son coup "
        "suivant.",
    "Now play a game out": "À vous de jouer une partie",
    "Red has two coins left, Green three. Bring both Red coins across and off before Green "
    "gets all three away. The computer plays Green.":
        "Il reste deux jetons à Rouge, trois à Vert. Faites traverser et sortir les deux "
        "jetons rouges avant que Vert ne sorte ses trois. L'ordinateur joue Vert.",
    "Piecepack Dodg'em puzzles": "Piecepack Dodg'em : problèmes",
    "Draw: the {ply}-ply limit was reached": "Nulle : la limite de {ply} demi-coups est atteinte",
}
