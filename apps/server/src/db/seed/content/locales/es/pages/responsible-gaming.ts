import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const responsibleGaming: PageTranslation = {
  title: 'Juego responsable',
  description:
    'El juego debe seguir siendo divertido. Los límites, pausas y autoexclusión que ofrece Satsino, las señales de alerta y dónde encontrar ayuda.',
  body: `# Juego responsable

Los juegos de casino son un entretenimiento que se paga como cualquier otro: la casa tiene ventaja y, con el tiempo, la mayoría de los jugadores pierden más de lo que ganan. Juega con dinero que te puedas permitir perder, nunca para ganar dinero ni para recuperar pérdidas. Queremos que disfrutes de Satsino durante mucho tiempo, y te damos las herramientas para mantener el control.

## Señales de alerta

Tómate un respiro si alguna de estas situaciones te resulta familiar:

- gastas más dinero o tiempo del que habías previsto, o más del que te puedes permitir;
- persigues las pérdidas, o vuelves a depositar para recuperar lo que has perdido;
- pides dinero prestado, vendes cosas o usas dinero destinado a pagar facturas para jugar;
- el juego provoca discusiones, o se lo ocultas a las personas cercanas;
- te sientes ansioso, irritable o decaído cuando no juegas.

## Herramientas que ofrecemos

Contacta con Atención al cliente por chat en vivo para activar cualquiera de ellas; se aplican en cuanto se confirman.

- **Límites de depósito** diarios, semanales o mensuales. Reducir un límite tiene efecto inmediato; aumentarlo solo surte efecto a las 24 horas, para que la decisión nunca se tome en caliente.
- **Recordatorios de pérdidas y de sesión** que te indican cuánto tiempo llevas jugando y cuánto has ganado o perdido.
- **Pausa temporal:** un descanso de 24 horas, una semana o un mes durante el cual no puedes iniciar sesión para jugar.
- **Autoexclusión** durante seis meses, un año, cinco años o de forma permanente. Tu cuenta se cierra durante todo el periodo, se te paga el saldo restante y no recibes comunicaciones comerciales. Una autoexclusión no se puede acortar ni levantar antes de que termine.

Los bonos nunca te obligan a seguir jugando: puedes rechazar cualquier bono y siempre puedes depositar sin ninguno.

## Protección de menores

Nadie menor de ${f.age} años puede jugar en Satsino. Verificamos la edad siempre que haya cualquier duda y cerramos las cuentas de menores. Si hay niños que usan tu dispositivo, mantén tu contraseña en privado, cierra la sesión después de jugar y plantéate instalar un software de control parental que bloquee los sitios de apuestas.

## Consejos para jugar de forma más segura

- Decide antes de empezar cuánto vas a gastar y cuánto tiempo vas a jugar, y para cuando llegues a cualquiera de los dos límites.
- No juegues nunca si estás alterado, cansado o bajo los efectos del alcohol.
- Considera las ganancias un extra, no un ingreso, y retíralas.
- Haz pausas con regularidad y combina el juego con otras actividades.

## Dónde encontrar ayuda

Si el juego te está causando problemas, hablar ayuda. Estas organizaciones ofrecen apoyo gratuito y confidencial:

- [Gamblers Anonymous](https://www.gamblersanonymous.org): reuniones y apoyo en todo el mundo.
- [GamCare](https://www.gamcare.org.uk): orientación y asesoramiento.
- [BeGambleAware](https://www.begambleaware.org): información y una línea de ayuda.

Nuestro equipo de atención al cliente está formado para ayudarte: si nos dices que te preocupa tu forma de jugar, fijaremos límites o cerraremos tu cuenta de inmediato, sin pedirte que lo justifiques.
`,
};
